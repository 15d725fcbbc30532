// What the bot says to a ticket's opener after the close, in a direct message: the summary, the rating it
// asks for and its form, and its answers to a rating; and what the team hears of a rating. German to those
// whose Discord speaks German and in English to everyone else, as texts.ts does; the summary itself,
// sent with no interaction to read a locale from, and the team's notice are in the product's default
// language.
import { TICKET_RATINGS } from '../contract/guild.js';
import { LIMITS } from '../contract/facts.js';

export interface OpenerTexts {
  summary: (ticketId: number, guild: string) => string;
  category: string;
  noCategory: string;
  opened: string;
  closed: string;
  closedBy: string;
  /** Who closed it when no person did. */
  closedByKind: { close_request: string; auto_close: string };
  reason: string;
  noReason: string;
  transcriptAttached: string;
  ratingAsk: string;
  formTitle: (ticketId: number) => string;
  feedbackLabel: string;
  thanks: (rating: number) => string;
  ratedAlready: string;
  ratingClosed: string;
  noticeRated: (ticketId: number, user: string, rating: number, feedback: string | null) => string;
}

const stars = (rating: number) => '⭐'.repeat(rating);
const { days } = LIMITS.ticketRating;
const { max } = TICKET_RATINGS;

const GERMAN: OpenerTexts = {
  summary: (ticketId, guild) => `**Dein Ticket #${ticketId} auf ${guild} wurde geschlossen.**`,
  category: 'Kategorie',
  noCategory: 'Keine Kategorie',
  opened: 'Eröffnet',
  closed: 'Geschlossen',
  closedBy: 'Geschlossen von',
  closedByKind: {
    close_request: 'automatisch (keine Antwort auf die Schließanfrage)',
    auto_close: 'automatisch (keine Aktivität)',
  },
  reason: 'Grund',
  noReason: 'Kein Grund angegeben',
  transcriptAttached: 'Das Transkript ist als HTML-Datei angehängt; sie öffnet sich in jedem Browser.',
  ratingAsk: `Wie zufrieden warst du? Bewerte das Ticket mit 1 bis ${max} Sternen (bis zu ${days} Tage lang).`,
  formTitle: (ticketId) => `Ticket #${ticketId} bewerten`,
  feedbackLabel: 'Kommentar (freiwillig)',
  thanks: (rating) => `Danke für deine Bewertung: ${stars(rating)} (${rating} von ${max}).`,
  ratedAlready: 'Dieses Ticket hast du schon bewertet. Deine Bewertung bleibt, wie sie ist.',
  ratingClosed: `Ein Ticket kann nur in den ${days} Tagen nach dem Schließen bewertet werden.`,
  noticeRated: (ticketId, user, rating, feedback) =>
    `${stars(rating)} Ticket #${ticketId} wurde von ${user} mit ${rating} von ${max} bewertet${feedback ? `: „${feedback}“` : '.'}`,
};

const ENGLISH: OpenerTexts = {
  summary: (ticketId, guild) => `**Your ticket #${ticketId} on ${guild} was closed.**`,
  category: 'Category',
  noCategory: 'No category',
  opened: 'Opened',
  closed: 'Closed',
  closedBy: 'Closed by',
  closedByKind: {
    close_request: 'automatically (no answer to the close request)',
    auto_close: 'automatically (no activity)',
  },
  reason: 'Reason',
  noReason: 'No reason given',
  transcriptAttached: 'The transcript is attached as an HTML file; it opens in any browser.',
  ratingAsk: `How did it go? Rate the ticket with 1 to ${max} stars (for up to ${days} days).`,
  formTitle: (ticketId) => `Rate ticket #${ticketId}`,
  feedbackLabel: 'Comment (optional)',
  thanks: (rating) => `Thank you for your rating: ${stars(rating)} (${rating} of ${max}).`,
  ratedAlready: 'You have rated this ticket already. Your rating stays as it is.',
  ratingClosed: `A ticket can be rated only in the ${days} days after its close.`,
  noticeRated: (ticketId, user, rating, feedback) =>
    `${stars(rating)} Ticket #${ticketId} was rated ${rating} of ${max} by ${user}${feedback ? `: “${feedback}”` : '.'}`,
};

/** Discord's locales for German start with 'de'; every other locale reads English. */
export const openerTextsFor = (locale: string | undefined): OpenerTexts =>
  locale?.startsWith('de') ? GERMAN : ENGLISH;
