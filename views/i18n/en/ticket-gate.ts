// What stands before a new ticket: the blocklist (on Ticket Kategorien) and the opening hours (Einstellungen,
// section Tickets). In English.
import type { CatalogueOf } from '../catalogue-of.js';
import type { SPEC_OPENING_HOURS, SPEC_TICKET_BLOCKLIST } from '../spec/ticket-gate.js';

export const EN_TICKET_BLOCKLIST: CatalogueOf<typeof SPEC_TICKET_BLOCKLIST> = {
  title: 'Blocklist',
  intro:
    'Blocked members and members of blocked roles cannot open tickets, neither from the panel nor with /ticket open. The bot tells them the reason privately.',
  empty: 'Nobody is blocked.',
  unread: 'The blocklist could not be loaded.',
  who: 'Who',
  reason: 'Reason',
  blockedBy: 'Blocked by',
  since: 'Since',
  user: (name) => `User ${name}`,
  role: (name) => `Role @${name}`,
  addTitle: 'Block',
  pickRole: 'Role',
  noRole: '– no role –',
  userId: 'Or user ID',
  userIdHint: "The member's ID (Discord's developer mode: right-click → Copy ID). Leave empty when a role is chosen.",
  userName: "The user's name (optional)",
  reasonHint: (max) => `The blocked member reads it in Discord (at most ${max} characters).`,
  block: 'Block',
  unblock: 'Lift the block',
  chooseOne: 'Please choose a role or give a user ID.',
  badId: 'A user ID has 17 to 20 digits.',
  duplicate: 'This user or role is blocked already.',
  failed: { block: 'The block could not be saved.', unblock: 'The block could not be lifted.' },
  done: { block: 'Blocked', unblock: 'Block lifted' },
};

export const EN_OPENING_HOURS: CatalogueOf<typeof SPEC_OPENING_HOURS> = {
  title: 'Opening hours',
  enabled: 'Use opening hours',
  enabledHint: (zone) =>
    `The times are in the server's time zone (${zone}). Without opening hours the team is always in.`,
  week: 'Week',
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  from: 'From',
  to: 'To',
  timeFormat: 'HH:MM',
  span: (number) => `Span ${number}`,
  spanHint: 'Both fields empty: no (further) span on that day. 24:00 is the end of the day.',
  outside: 'Outside the opening hours',
  note: 'Open the ticket and show the message',
  refuse: 'Refuse the ticket with the message and the next opening time',
  message: 'Message',
  messageHint: (max) => `The member reads it in Discord (at most ${max} characters).`,
  openNow: 'The team is in now.',
  nextOpen: (when) => `The team is in again: ${when}`,
  neverOpen: 'No span entered: it is always outside the opening hours.',
  off: 'Opening hours are off: tickets open at any time.',
};
