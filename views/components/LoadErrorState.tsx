// A screen whose data failed to load keeps the layout and shows its own message (each screen words its
// failure) with a retry link to the same URL, which works without JavaScript.
import type { PermissionId } from '../../server/contract/index.js';
import type { PageShell } from '../shell.js';
import { useTexts } from '../i18n/texts-context.js';
import { MissingAccess } from './AccessPanel.js';

export function LoadErrorState({
  title,
  message,
  retryHref,
  retryLabel,
}: {
  title?: string | undefined;
  message: string;
  retryHref: string;
  retryLabel?: string | undefined;
}) {
  const retry = useTexts().loadErrors.retry;
  return (
    <section className="state state--error" role="alert">
      {title ? <h1 className="state__title">{title}</h1> : null}
      <p>{message}</p>
      <a className="button" href={retryHref}>
        {retryLabel ?? retry}
      </a>
    </section>
  );
}

/**
 * Something inside the server that the page is about is not there (a role, an entry): the sentence for
 * the bot API's code says what, and the link leads to the screen's list rather than away from the server.
 */
export function MissingState({
  message,
  backHref,
  screenName,
}: {
  message: string;
  backHref: string;
  screenName: string;
}) {
  const texts = useTexts().refusal;
  return (
    <section className="state state--error" role="alert">
      <h1 className="state__title">{texts.missingTitle}</h1>
      <p>{message}</p>
      <p>
        <a href={backHref}>{texts.backTo(screenName)}</a>
      </p>
    </section>
  );
}

/**
 * The bot API refused the page: no rights on this guild (403), or the bot is not on it (404). A refusal
 * says what is missing: this screen's permission, or (rights unreadable: none on this server at all)
 * dashboard.view.
 */
export function RefusalState({
  status,
  shell,
  needs: needed,
}: {
  status: 403 | 404;
  shell: PageShell;
  /** What a step of the screen needs beyond opening it (closing a ticket); the screen's own by default. */
  needs?: PermissionId | undefined;
}) {
  const needs =
    needed ?? (shell.screen && shell.access ? shell.access.screens[shell.screen].viewNeeds : 'dashboard.view');
  const texts = useTexts().refusal;
  return (
    <section className="state state--error" role="alert">
      <h1 className="state__title">{status === 403 ? texts.forbiddenTitle : texts.notFoundTitle}</h1>
      <p>{status === 403 ? texts.forbidden : texts.notFound}</p>
      {status === 403 && shell.guild ? <MissingAccess needs={needs} access={shell.access} /> : null}
      <a className="button" href="/guilds">
        {texts.toPicker}
      </a>
    </section>
  );
}
