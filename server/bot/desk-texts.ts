// What the bot says about the staff's priority and transfer tools (/ticket priority, /ticket transfer):
// their answers in the channel, their refusals, the channel's topic and the team's notices. Part of the
// ticket texts (texts.ts), in German and in English.
import type { TicketPriority } from '../contract/index.js';
import { PRIORITY_WORDS } from '../contract/facts.js';
import { ENGLISH_PERMISSION_LABELS, PERMISSION_LABELS } from '../contract/permission-labels.js';

export interface DeskToolTexts {
  /** A ticket's priorities, as /ticket priority offers them in the member's language. */
  priorities: Record<TicketPriority, string>;
  prioritySet: (setter: string, level: string) => string;
  priorityAlready: (level: string) => string;
  /** The topic of a ticket's channel: its priority. */
  priorityTopic: (level: string) => string;
  movedTo: (mover: string, category: string) => string;
  handedTo: (giver: string, taker: string) => string;
  /** /ticket transfer with neither a category nor a member, or with both. */
  transferNeedsOne: string;
  /** /ticket transfer to the category the ticket is in. */
  sameCategory: string;
  /** /ticket transfer to a category deleted meanwhile: the bot API knows it no more. */
  categoryGone: string;
  /** /ticket transfer where the server has no active category to move to. */
  noCategoryToMove: string;
  /** /ticket transfer to someone who is not staff: the permission they lack, as the Berechtigungen screen names it. */
  notStaff: (member: string) => string;
  /** /ticket transfer to the ticket's claimer. */
  alreadyTheirs: (member: string) => string;
  noticePriority: (ticketId: number, setter: string, level: string) => string;
  noticeRenamed: (ticketId: number, renamer: string, name: string) => string;
  noticeMoved: (ticketId: number, mover: string, category: string) => string;
  noticeHanded: (ticketId: number, giver: string, taker: string) => string;
}

const wordsIn = (language: 'de' | 'en') =>
  Object.fromEntries(Object.entries(PRIORITY_WORDS).map(([level, words]) => [level, words[language]])) as Record<
    TicketPriority,
    string
  >;

export const GERMAN_DESK: DeskToolTexts = {
  priorities: wordsIn('de'),
  prioritySet: (setter, level) => `🚩 ${setter} hat die Priorität auf „${level}“ gesetzt.`,
  priorityAlready: (level) => `Dieses Ticket hat schon die Priorität „${level}“.`,
  priorityTopic: (level) => `Priorität: ${level}`,
  movedTo: (mover, category) => `📂 ${mover} hat das Ticket in die Kategorie „${category}“ verschoben.`,
  handedTo: (giver, taker) => `🤝 ${giver} hat das Ticket an ${taker} übergeben.`,
  transferNeedsOne: 'Nenne genau eins: eine Kategorie (category) oder ein Teammitglied (member).',
  sameCategory: 'Das Ticket ist schon in dieser Kategorie.',
  categoryGone: 'Diese Ticket-Kategorie gibt es nicht mehr. Das Ticket bleibt, wo es ist.',
  noCategoryToMove: 'Auf diesem Server gibt es keine Ticket-Kategorie, in die das Ticket wechseln könnte.',
  notStaff: (member) =>
    `${member} gehört nicht zum Ticket-Team: Übergeben lässt sich ein Ticket nur an jemanden mit der Dashboard-Berechtigung „${PERMISSION_LABELS['tickets.view']}“.`,
  alreadyTheirs: (member) => `${member} kümmert sich schon um dieses Ticket.`,
  noticePriority: (ticketId, setter, level) =>
    `🚩 Ticket #${ticketId}: ${setter} hat die Priorität auf „${level}“ gesetzt.`,
  noticeRenamed: (ticketId, renamer, name) => `✏️ Ticket #${ticketId}: ${renamer} hat den Kanal in #${name} umbenannt.`,
  noticeMoved: (ticketId, mover, category) =>
    `📂 Ticket #${ticketId} wurde von ${mover} in die Kategorie „${category}“ verschoben.`,
  noticeHanded: (ticketId, giver, taker) => `🤝 Ticket #${ticketId} wurde von ${giver} an ${taker} übergeben.`,
};

export const ENGLISH_DESK: DeskToolTexts = {
  priorities: wordsIn('en'),
  prioritySet: (setter, level) => `🚩 ${setter} set the priority to “${level}”.`,
  priorityAlready: (level) => `This ticket's priority is “${level}” already.`,
  priorityTopic: (level) => `Priority: ${level}`,
  movedTo: (mover, category) => `📂 ${mover} moved the ticket to the category “${category}”.`,
  handedTo: (giver, taker) => `🤝 ${giver} handed the ticket to ${taker}.`,
  transferNeedsOne: 'Name exactly one: a category (category) or a staff member (member).',
  sameCategory: 'The ticket is in this category already.',
  categoryGone: 'This ticket category no longer exists. The ticket stays where it is.',
  noCategoryToMove: 'This server has no ticket category the ticket could move to.',
  notStaff: (member) =>
    `${member} is not on the ticket team: a ticket can only be handed to someone with the dashboard permission “${ENGLISH_PERMISSION_LABELS['tickets.view']}”.`,
  alreadyTheirs: (member) => `${member} is taking care of this ticket already.`,
  noticePriority: (ticketId, setter, level) => `🚩 Ticket #${ticketId}: ${setter} set the priority to “${level}”.`,
  noticeRenamed: (ticketId, renamer, name) => `✏️ Ticket #${ticketId}: ${renamer} renamed the channel to #${name}.`,
  noticeMoved: (ticketId, mover, category) =>
    `📂 Ticket #${ticketId} was moved by ${mover} to the category “${category}”.`,
  noticeHanded: (ticketId, giver, taker) => `🤝 Ticket #${ticketId} was handed by ${giver} to ${taker}.`,
};
