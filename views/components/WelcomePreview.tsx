// A ticket category's welcome as the bot will post it in a new ticket's channel: the opener's mention,
// then the embed in the category's colour with the category's own welcome (placeholders filled in, the
// viewer standing in for the opener) or the bot's, the category, and each question with its placeholder
// where the answer will be. Drawn by the auto responses' own preview (AutoResponseMessage), so Markdown
// and mentions look as Discord shows them; the bot builds the same (server/bot/tickets/opening/welcome.ts).
import type { Language } from '../../server/contract/languages.js';
import { colorNumber, HEX_COLOR } from '../../server/contract/facts.js';
import { fillWelcome, TICKET_WELCOME_WORDS } from '../../server/contract/ticket-welcome.js';
import type { ResponseLook } from './AutoResponseMessage.js';

/** The form's values the welcome is made of. */
export interface WelcomeDraft {
  name: string;
  emoji: string;
  color: string;
  welcomeMessage: string;
  questions: readonly { label: string; placeholder?: string | undefined }[];
}

/** Who the preview shows: the viewer as the opener, and the server's name. */
export interface WelcomeViewer {
  userId: string;
  serverName: string;
}

/** The ticket number the preview shows: the next ticket's is not known yet. */
const PREVIEW_TICKET = 1;
/** An embed of nothing but title, description, colour and fields, as the welcome is. */
const NO_EXTRAS = { url: null, timestamp: false, footer: null, author: null, imageUrl: null, thumbnailUrl: null };

export function welcomeLook(
  draft: WelcomeDraft,
  viewer: WelcomeViewer,
  language: Language,
  empty: string,
): ResponseLook {
  const words = TICKET_WELCOME_WORDS[language === 'en' ? 'en' : 'de'];
  const opener = `<@${viewer.userId}>`;
  const values = { user: opener, category: draft.name, server: viewer.serverName };
  const asked = draft.questions.filter((question) => question.label);
  return {
    text: opener,
    isEmbed: true,
    embedTitle: words.title(PREVIEW_TICKET),
    embedDescription: fillWelcome(draft.welcomeMessage || words.text, values),
    embedColor: HEX_COLOR.test(draft.color) ? colorNumber(draft.color) : null,
    extras: {
      ...NO_EXTRAS,
      fields: [
        { name: words.category, value: `${draft.emoji} ${draft.name}`.trim() || words.noCategory },
        ...(asked.length
          ? asked.map((question) => ({ name: question.label, value: question.placeholder || empty }))
          : [{ name: words.reason, value: words.noReason }]),
      ].map((field) => ({ ...field, inline: false })),
    },
  };
}
