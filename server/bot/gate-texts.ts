// What the bot says before a ticket opens, when the server's rules stand in the way: a blocked member (with
// the reason the team gave), and a ticket outside the team's opening hours (refused, or opened with the
// team's message). In German and English, as the rest of the bot's texts (texts.ts takes these in).

export interface GateTexts {
  /** A member on the blocklist (themselves, or one of their roles) tries to open a ticket. */
  blocked: (reason: string) => string;
  /** Outside the opening hours, where the server refuses: the team's message and when it opens next (a Discord timestamp), if ever. */
  closedNow: (message: string, next: string | null) => string;
  /** Outside the opening hours, where the ticket opens anyway: the team's message under the answer. */
  outsideNote: (message: string) => string;
  /** The welcome's field that carries the team's message outside the hours. */
  outsideField: string;
}

export const GERMAN_GATE: GateTexts = {
  blocked: (reason) => `Du darfst auf diesem Server keine Tickets öffnen. Grund: ${reason}`,
  closedNow: (message, next) => `${message}${next ? `\nDas Team ist wieder da: ${next}` : ''}`,
  outsideNote: (message) => `Außerhalb der Öffnungszeiten: ${message}`,
  outsideField: 'Außerhalb der Öffnungszeiten',
};

export const ENGLISH_GATE: GateTexts = {
  blocked: (reason) => `You may not open tickets on this server. Reason: ${reason}`,
  closedNow: (message, next) => `${message}${next ? `\nThe team is back: ${next}` : ''}`,
  outsideNote: (message) => `Outside the opening hours: ${message}`,
  outsideField: 'Outside the opening hours',
};
