// /login: one sign-in button, who may use the dashboard, the login error box, and in demo mode what it
// is (with a warning when it is reached from beyond this machine).
import { DEMO_DISCORD_PAGE } from '../../server/contract/facts.js';
import { useTexts } from '../i18n/texts-context.js';
import type { Texts } from '../i18n/texts.js';
import type { ViewProps } from '../view-props.js';

export interface LoginData {
  /** The `error` query value, if any. */
  error: string | null;
  /** True when running against the stand-in Discord. */
  demo: boolean;
  /** Demo mode reached from beyond this machine: anyone may sign in as any demo account. */
  demoExposed: boolean;
  /** Where the sign-in button starts: Discord's flow, carrying the page to come back to. */
  signInHref: string;
}

/** The box's message for an `error` query value: the known codes' own, else the generic one. */
function loginErrorText(error: string, texts: Texts['login']): string {
  // Own keys only: `?error=__proto__` or `constructor` must not find Object.prototype's members.
  return Object.hasOwn(texts.errors, error)
    ? texts.errors[error as keyof Texts['login']['errors']]
    : texts.errorFallback;
}

export function LoginPage({ data }: ViewProps<LoginData>) {
  const texts = useTexts().login;
  const message = data.error === null ? null : loginErrorText(data.error, texts);
  return (
    <section className="card login">
      <h1 className="login__title">{useTexts().brand}</h1>
      <p className="login__lead">{texts.lead}</p>
      {message ? (
        <div className="alert alert--error" role="alert">
          <h2 className="alert__title">{texts.failedTitle}</h2>
          <p>{message}</p>
        </div>
      ) : null}
      {data.demoExposed ? (
        <div className="alert alert--warning" role="alert">
          <p>{texts.demoExposed}</p>
        </div>
      ) : null}
      {data.demo ? (
        <div className="alert alert--info">
          <p>{texts.demo}</p>
          <p>
            <a href={DEMO_DISCORD_PAGE}>{texts.demoDiscord}</a>
          </p>
        </div>
      ) : null}
      <a className="button button--primary button--block" href={data.signInHref}>
        {texts.signIn}
      </a>
      <p className="login__note">{texts.note}</p>
    </section>
  );
}
