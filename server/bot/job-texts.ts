// What the bot says about the ticket work it does on its own or on staff's word: close requests put to a
// ticket's opener (/ticket close-request and its two buttons) and the warning and close of a ticket nobody
// wrote in. In German and English, as the rest of the bot's texts (texts.ts, whose tables take these in).

export interface JobTexts {
  /** The question's button that keeps the ticket open (its other button is the ticket's Close). */
  keepOpenButton: string;
  /** The question in the channel: `due` is a Discord timestamp the reader's app shows in their words. */
  closeQuestion: (opener: string, asker: string, reason: string | null, due: string) => string;
  /** The private answer to staff once the question is in the channel. */
  questionAsked: string;
  /** A question waits already: one at a time. */
  questionWaiting: string;
  /** The opener asks to close their own ticket: they may close it themselves. */
  ownTicket: string;
  /** Someone other than the opener pressed one of the question's buttons. */
  onlyOpener: (opener: string) => string;
  /** The question was answered already (or its time ran out, or it was never put). */
  answeredAlready: string;
  keptOpen: (opener: string) => string;
  /** The reason a ticket closes with when its opener did not answer in time. */
  unanswered: (reason: string) => string;
  /** The reason a ticket closes with when nobody wrote in it. */
  inactive: string;
  /** The warning in an inactive ticket's channel, mentioning its opener; `closeAt` a Discord timestamp. */
  inactivityWarning: (opener: string, closeAt: string) => string;
  /** The team's notices in the notification channel. */
  noticeCloseAsked: (ticketId: number, asker: string) => string;
  noticeKeptOpen: (ticketId: number, opener: string) => string;
  noticeWarned: (ticketId: number) => string;
}

export const GERMAN_JOBS: JobTexts = {
  keepOpenButton: 'Offen lassen',
  closeQuestion: (opener, asker, reason, due) =>
    `❓ ${opener}, ${asker} möchte dieses Ticket schließen${reason ? `: ${reason}` : '.'}\nIst dein Anliegen erledigt? Ohne Antwort wird das Ticket ${due} geschlossen.`,
  questionAsked: 'Die Schließanfrage steht im Kanal; der Ersteller des Tickets kann sie beantworten.',
  questionWaiting: 'Eine Schließanfrage wartet schon auf die Antwort des Erstellers.',
  ownTicket: 'Das ist dein eigenes Ticket: Schließe es einfach mit /ticket close.',
  onlyOpener: (opener) => `Diese Frage kann nur ${opener} beantworten, der das Ticket geöffnet hat.`,
  answeredAlready: 'Diese Schließanfrage ist schon beantwortet.',
  keptOpen: (opener) => `🔓 ${opener} lässt das Ticket offen.`,
  unanswered: (reason) => `Keine Antwort auf die Schließanfrage${reason ? `: ${reason}` : ''}`,
  inactive: 'Automatisch geschlossen: keine Aktivität',
  inactivityWarning: (opener, closeAt) =>
    `⏰ ${opener}, in diesem Ticket hat eine Weile niemand geschrieben. Ohne neue Nachricht wird es ${closeAt} automatisch geschlossen.`,
  noticeCloseAsked: (ticketId, asker) => `❓ ${asker} hat gefragt, ob Ticket #${ticketId} geschlossen werden kann.`,
  noticeKeptOpen: (ticketId, opener) => `🔓 ${opener} lässt Ticket #${ticketId} offen.`,
  noticeWarned: (ticketId) => `⏰ Ticket #${ticketId} wurde vor dem automatischen Schließen gewarnt.`,
};

export const ENGLISH_JOBS: JobTexts = {
  keepOpenButton: 'Keep open',
  closeQuestion: (opener, asker, reason, due) =>
    `❓ ${opener}, ${asker} would like to close this ticket${reason ? `: ${reason}` : '.'}\nIs your matter settled? Without an answer the ticket closes ${due}.`,
  questionAsked: "The close request is in the channel; the ticket's opener can answer it.",
  questionWaiting: "A close request waits for the opener's answer already.",
  ownTicket: 'This is your own ticket: just close it with /ticket close.',
  onlyOpener: (opener) => `Only ${opener}, who opened the ticket, can answer this question.`,
  answeredAlready: 'This close request has been answered already.',
  keptOpen: (opener) => `🔓 ${opener} keeps the ticket open.`,
  unanswered: (reason) => `No answer to the close request${reason ? `: ${reason}` : ''}`,
  inactive: 'Closed automatically: no activity',
  inactivityWarning: (opener, closeAt) =>
    `⏰ ${opener}, nobody has written in this ticket for a while. Without a new message it closes automatically ${closeAt}.`,
  noticeCloseAsked: (ticketId, asker) => `❓ ${asker} asked whether ticket #${ticketId} may close.`,
  noticeKeptOpen: (ticketId, opener) => `🔓 ${opener} keeps ticket #${ticketId} open.`,
  noticeWarned: (ticketId) => `⏰ Ticket #${ticketId} was warned before its auto-close.`,
};
