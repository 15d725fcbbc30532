// A new ticket's welcome: its words and placeholders, shared by the bot that writes it and the category
// form's preview of it. Plain values, like the facts: views use them too.

/**
 * A new ticket's welcome as the bot writes it in its channel (German, or English for a member whose Discord
 * speaks English), the category form's preview alike: the embed's title, the text while a category has
 * no welcome of its own ({user} is the opener's mention), and its fields' names and empty values.
 */
export const TICKET_WELCOME_WORDS = {
  de: {
    title: (ticketId: number) => `Ticket #${ticketId}`,
    text: '{user}, das Team meldet sich hier. Beschreibe dein Anliegen so genau wie möglich.',
    category: 'Kategorie',
    reason: 'Grund',
    noReason: 'Kein Grund angegeben',
    noAnswer: 'Keine Antwort',
    noCategory: 'Keine Kategorie',
  },
  en: {
    title: (ticketId: number) => `Ticket #${ticketId}`,
    text: '{user}, the team will answer here. Describe what you need as exactly as you can.',
    category: 'Category',
    reason: 'Reason',
    noReason: 'No reason given',
    noAnswer: 'No answer',
    noCategory: 'No category',
  },
};

/** A category's welcome with its placeholders filled in: the opener's mention, the category's and the server's names. */
export const fillWelcome = (text: string, values: { user: string; category: string; server: string }): string =>
  text.replace(/\{(user|category|server)\}/g, (_, name: 'user' | 'category' | 'server') => values[name]);
