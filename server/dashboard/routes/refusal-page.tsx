// What a page shows when the bot API refuses its data: no rights on this guild (403), the bot not on it
// (404), or a thing inside the guild that is not there (a 404 with a code of its own, such as a role).
import type { ReactNode } from 'react';
import type { UpstreamError } from '../../contract/client.js';
import { readRefusal, refusalText } from '../lib/refusal-messages.js';
import { MissingState, RefusalState } from '../../../views/components/LoadErrorState.js';
import { screenHref } from '../../../views/layouts/nav.js';
import type { Texts } from '../../../views/i18n/texts.js';
import type { PageShell } from '../../../views/shell.js';

interface RefusedPage {
  status: number;
  /** The tab's title: what went wrong before the screen's name. */
  title: string;
  content: ReactNode;
}

/** The page for a refusal, or null when the failure is none (the screen's own load error then). */
export function refusalPage(
  { texts, shell }: { texts: Texts; shell: PageShell },
  error: UpstreamError,
  screenTitle: string,
): RefusedPage | null {
  const code = readRefusal(error.body)?.code;
  if (error.status === 404 && shell.guild && shell.screen && code && code !== 'bot_not_in_guild') {
    const screenName = texts.nav[shell.screen];
    const backHref = screenHref(shell.guild.id, shell.screen);
    return {
      status: 404,
      title: `${texts.refusal.missingTitle} · ${screenName}`,
      content: <MissingState message={refusalText(texts, code)} backHref={backHref} screenName={screenName} />,
    };
  }
  if (error.status !== 403 && error.status !== 404) return null;
  return {
    status: error.status,
    title: `${texts.refusal[error.status === 403 ? 'forbiddenTitle' : 'notFoundTitle']} · ${screenTitle}`,
    content: <RefusalState status={error.status} shell={shell} />,
  };
}
