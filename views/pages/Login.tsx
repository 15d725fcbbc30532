// /login (spec section 2): one sign-in button, who may use the dashboard, and the login error box.
import type { ViewProps } from '../view-props.js';

/** The spec's sentence for an ended session: the login's 'unauthorized', and the /api's 401. */
export const SESSION_ENDED = 'Your session has expired. Please sign in again.';

export const LOGIN_ERRORS: Record<string, string> = {
  failed: 'Discord authentication failed. Please try again.',
  unauthorized: SESSION_ENDED,
  token_expired: 'Your login token has expired. Please sign in again.',
};
export const LOGIN_ERROR_FALLBACK = 'An error occurred during login. Please try again.';

export interface LoginData {
  /** The `error` query value, if any. */
  error: string | null;
  /** True when running against the stand-in Discord. */
  demo: boolean;
  /** Where the sign-in button starts: Discord's flow, carrying the page to come back to. */
  signInHref: string;
}

export function LoginPage({ data }: ViewProps<LoginData>) {
  // Own keys only: `?error=__proto__` or `constructor` must not find Object.prototype's members.
  const message = data.error === null ? null : Object.hasOwn(LOGIN_ERRORS, data.error) ? LOGIN_ERRORS[data.error]! : LOGIN_ERROR_FALLBACK;
  return (
    <section className="card login">
      <h1 className="login__title">Guildhall</h1>
      <p className="login__lead">Das Dashboard für deinen Discord-Bot.</p>
      {message ? (
        <div className="alert alert--error" role="alert">
          <h2 className="alert__title">Authentication Failed</h2>
          <p>{message}</p>
        </div>
      ) : null}
      {data.demo ? <p className="alert alert--info">Demo-Modus: Die Anmeldung läuft über ein lokales Discord-Double mit Beispielkonten. Es werden keine echten Discord-Daten verwendet.</p> : null}
      <a className="button button--primary button--block" href={data.signInHref}>
        Sign in with Discord
      </a>
      <p className="login__note">Only users with the &apos;Manage Guild&apos; permission can access a server&apos;s dashboard.</p>
    </section>
  );
}
