// What the bot says to members, in German to those whose Discord speaks German and in English to everyone
// else (the interaction's locale decides). The refusal's words are fixed by the product. The contract's
// rules (a refused reason) are worded by the contract's own tables: the bot API's German, or the English
// the dashboard's English catalogue shows too.
import type { z } from 'zod';
import type { FeatureName, PermissionId } from '../contract/index.js';
import { ENGLISH_PERMISSION_LABELS, PERMISSION_LABELS } from '../contract/permission-labels.js';
import { API_RULE_MESSAGES, ENGLISH_RULE_WORDING, ruleMessages } from '../contract/rule-texts.js';
import { ENGLISH_JOBS, GERMAN_JOBS, type JobTexts } from './job-texts.js';
import { ENGLISH_GATE, GERMAN_GATE, type GateTexts } from './gate-texts.js';
import { type DeskToolTexts, ENGLISH_DESK, GERMAN_DESK } from './desk-texts.js';
import { TICKET_WELCOME_WORDS } from '../contract/ticket-welcome.js';
import { CLOSING_PACE } from './tickets/closing/pace.js';
import { type DurationWords, ENGLISH_DURATION_WORDS, GERMAN_DURATION_WORDS } from '../contract/figures-in-words.js';

/** The closing notice names the bot's own pace (a test's quicker one is its own business). */
const NOTICE_SECONDS = CLOSING_PACE.noticeMs / 1000;

/** The welcome's words, shared with the dashboard's preview of it. */
function welcomeWords(language: keyof typeof TICKET_WELCOME_WORDS) {
  const { title, text, ...rest } = TICKET_WELCOME_WORDS[language];
  return { ...rest, welcomeTitle: title, welcomeText: (opener: string) => text.replace('{user}', opener) };
}

export interface BotTexts {
  refused: string;
  featureOff: (feature: string) => string;
  failed: string;
  pong: (ms: number) => string;
  help: { title: string; none: string };
  stats: {
    title: (guild: string) => string;
    members: string;
    humans: string;
    bots: string;
    channels: string;
    roles: string;
    tickets: string;
    open: string;
    autoResponses: string;
    boosts: string;
    lastWeek: string;
    lastWeekValue: (opened: number, closed: number) => string;
    firstResponse: string;
    rating: string;
    /** Where nothing was measured. */
    none: string;
    duration: DurationWords;
  };
  notificationsSetUp: (channel: string) => string;
  features: Record<FeatureName, string>;
  tickets: TicketTexts;
  jobs: JobTexts;
  gate: GateTexts;
  /** Words a broken contract rule, e.g. a ticket's reason the bot refuses. */
  rules: z.core.$ZodErrorMap;
}

/** What the bot says about tickets: its forms, its answers, and the messages in a ticket's channel. */
export interface TicketTexts extends DeskToolTexts {
  openTitle: string;
  closeTitle: string;
  reasonLabel: string;
  openButton: string;
  closeButton: string;
  claimButton: string;
  /** The claim button of a claimed ticket: releases the claim. */
  unclaimButton: string;
  claimed: (claimer: string) => string;
  unclaimed: (releaser: string) => string;
  /** /ticket unclaim or the release button on a ticket nobody has claimed. */
  notClaimed: string;
  renamed: (renamer: string, name: string) => string;
  /** /ticket rename with a name that keeps no character a channel's name may have. */
  nameRefused: string;
  /**
   * A member lacks the dashboard permission an action needs (claiming, closing another's ticket, adding or
   * removing a member): named as the Berechtigungen screen names it, with where it is granted.
   */
  permissionMissing: (needed: PermissionId) => string;
  /** The channel of the ticket a member has open already (the refusal of one more). */
  alreadyOpen: (channel: string) => string;
  /** The channels of the tickets a member has open already, where the server allows more than one. */
  atLimit: (count: number, channels: string) => string;
  opened: (channel: string) => string;
  /** /ticket open named a category that is not one of the server's active ones (which are listed). */
  unknownCategory: (categories: string) => string;
  /** /ticket open named a category, and the server has no active one. */
  noCategories: string;
  /** /ticket open with a reason, for a category that asks its questions in the bot's form. */
  askedInForm: (category: string) => string;
  welcomeTitle: (ticketId: number) => string;
  welcomeText: (opener: string) => string;
  category: string;
  reason: string;
  noReason: string;
  /** A question of the form the opener left out. */
  noAnswer: string;
  noCategory: string;
  notATicket: string;
  closing: (closer: string, reason: string | null) => string;
  closedAlready: string;
  /** The bot API could not be reached: the close waits in the bot's outbox, the channel stays. */
  closeKept: string;
  /** The bot API refused the close: the ticket stays open, the channel and its history stay. */
  closeRefused: string;
  added: (user: string) => string;
  removed: (user: string) => string;
  openerStays: string;
  noChannel: string;
  /** The team's notices in the notification channel. */
  noticeOpened: (ticketId: number, opener: string, channel: string, about: string) => string;
  noticeClaimed: (ticketId: number, claimer: string) => string;
  noticeUnclaimed: (ticketId: number, releaser: string) => string;
  noticeClosed: (ticketId: number, closer: string, reason: string | null, transcript: string) => string;
}

const GERMAN: BotTexts = {
  refused: 'Du darfst diesen Befehl auf diesem Server nicht verwenden.',
  featureOff: (feature) => `${feature} ist auf diesem Server ausgeschaltet.`,
  failed: 'Das hat nicht geklappt. Bitte versuche es gleich noch einmal.',
  pong: (ms) => `Pong! Antwortzeit: ${ms} ms`,
  help: {
    title: 'Befehle, die du hier verwenden darfst',
    none: 'Auf diesem Server darfst du keinen Befehl verwenden.',
  },
  stats: {
    title: (guild) => `Zahlen von ${guild}`,
    members: 'Mitglieder',
    humans: 'Menschen',
    bots: 'Bots',
    channels: 'Kanäle',
    roles: 'Rollen',
    tickets: 'Tickets',
    open: 'offen',
    autoResponses: 'Auto Responses',
    boosts: 'Boosts',
    lastWeek: 'Tickets der letzten 7 Tage',
    lastWeekValue: (opened, closed) => `${opened} eröffnet, ${closed} geschlossen`,
    firstResponse: 'Erste Antwort (Median, 7 Tage)',
    rating: 'Bewertung (Durchschnitt, 7 Tage)',
    none: '–',
    duration: GERMAN_DURATION_WORDS,
  },
  notificationsSetUp: (channel) =>
    `Benachrichtigungen gehen ab jetzt in ${channel}. Rollen und Schalter findest du im Dashboard unter Einstellungen.`,
  features: {
    tickets: 'Das Ticket-System',
    autoresponses: 'Auto Responses',
    statistics: 'Die Statistik',
    autoroles: 'Auto-Roles',
  },
  tickets: {
    ...GERMAN_DESK,
    openTitle: 'Ticket öffnen',
    closeTitle: 'Ticket schließen',
    reasonLabel: 'Grund (optional)',
    openButton: 'Ticket öffnen',
    closeButton: 'Schließen',
    claimButton: 'Übernehmen',
    unclaimButton: 'Freigeben',
    claimed: (claimer) => `🙋 ${claimer} kümmert sich um dieses Ticket.`,
    unclaimed: (releaser) => `🔓 ${releaser} hat dieses Ticket freigegeben.`,
    notClaimed: 'Dieses Ticket hat niemand übernommen.',
    renamed: (renamer, name) => `✏️ ${renamer} hat das Ticket in #${name} umbenannt.`,
    nameRefused:
      'Diesen Namen kann der Kanal nicht tragen: Er braucht mindestens einen Buchstaben, eine Ziffer oder ein Emoji.',
    permissionMissing: (needed) =>
      `Dafür fehlt dir die Dashboard-Berechtigung „${PERMISSION_LABELS[needed]}“. Die Admins dieses Servers vergeben sie im Dashboard unter Berechtigungen.`,
    alreadyOpen: (channel) => `Du hast schon ein offenes Ticket: ${channel}`,
    atLimit: (count, channels) => `Du hast schon ${count} offene Tickets: ${channels}`,
    opened: (channel) => `Dein Ticket ist offen: ${channel}`,
    unknownCategory: (categories) =>
      `Diese Ticket-Kategorie gibt es auf diesem Server nicht (mehr). Zur Wahl stehen: ${categories}`,
    noCategories: 'Auf diesem Server gibt es keine Ticket-Kategorie. Öffne das Ticket ohne Kategorie.',
    askedInForm: (category) => `${category} stellt eigene Fragen: Lass den Grund weg, dann fragt dich das Formular.`,
    ...welcomeWords('de'),
    notATicket: 'Das geht nur im Kanal eines offenen Tickets.',
    closing: (closer, reason) =>
      `${closer} hat das Ticket geschlossen${reason ? `: ${reason}` : '.'}\nDas Transkript ist gespeichert; dieser Kanal wird in ${NOTICE_SECONDS} Sekunden gelöscht.`,
    closedAlready: 'Dieses Ticket ist bereits geschlossen.',
    closeKept:
      'Das Dashboard ist gerade nicht erreichbar. Das Transkript ist beim Bot gesichert und wird gespeichert, sobald es wieder erreichbar ist; erst dann wird dieser Kanal gelöscht.',
    closeRefused:
      'Das Ticket konnte nicht geschlossen werden: Das Dashboard hat das Schließen abgelehnt. Das Ticket bleibt offen, dieser Kanal bleibt mit seinem ganzen Verlauf erhalten. Bitte wende dich an das Team.',
    added: (user) => `${user} wurde dem Ticket hinzugefügt.`,
    removed: (user) => `${user} wurde aus dem Ticket entfernt.`,
    openerStays: 'Der Ersteller eines Tickets bleibt darin.',
    noChannel:
      'Der Bot konnte keinen Kanal für das Ticket anlegen: Ihm fehlt „Kanäle verwalten“ oder „Rollen verwalten“, oder die Ticket-Kategorie ist voll.',
    noticeOpened: (ticketId, opener, channel, about) =>
      `🎫 Ticket #${ticketId} von ${opener} ist offen: ${channel}\n${about}`,
    noticeClaimed: (ticketId, claimer) => `🙋 Ticket #${ticketId} wurde von ${claimer} übernommen.`,
    noticeUnclaimed: (ticketId, releaser) => `🔓 Ticket #${ticketId} wurde von ${releaser} freigegeben.`,
    noticeClosed: (ticketId, closer, reason, transcript) =>
      `🔒 Ticket #${ticketId} wurde von ${closer} geschlossen${reason ? `: ${reason}` : '.'}\nTranskript: ${transcript}`,
  },
  jobs: GERMAN_JOBS,
  gate: GERMAN_GATE,
  rules: API_RULE_MESSAGES,
};

const ENGLISH: BotTexts = {
  refused: 'You may not use this command on this server.',
  featureOff: (feature) => `${feature} is switched off on this server.`,
  failed: 'That did not work. Please try again in a moment.',
  pong: (ms) => `Pong! Response time: ${ms} ms`,
  help: { title: 'Commands you may use here', none: 'You may not use any command on this server.' },
  stats: {
    title: (guild) => `Figures of ${guild}`,
    members: 'Members',
    humans: 'People',
    bots: 'Bots',
    channels: 'Channels',
    roles: 'Roles',
    tickets: 'Tickets',
    open: 'open',
    autoResponses: 'Auto responses',
    boosts: 'Boosts',
    lastWeek: 'Tickets of the last 7 days',
    lastWeekValue: (opened, closed) => `${opened} opened, ${closed} closed`,
    firstResponse: 'First response (median, 7 days)',
    rating: 'Rating (average, 7 days)',
    none: '–',
    duration: ENGLISH_DURATION_WORDS,
  },
  notificationsSetUp: (channel) =>
    `Notifications now go to ${channel}. Roles and the switch are on the dashboard under Settings.`,
  features: {
    tickets: 'The ticket system',
    autoresponses: 'Auto responses',
    statistics: 'Statistics',
    autoroles: 'Auto roles',
  },
  tickets: {
    ...ENGLISH_DESK,
    openTitle: 'Open a ticket',
    closeTitle: 'Close the ticket',
    reasonLabel: 'Reason (optional)',
    openButton: 'Open a ticket',
    closeButton: 'Close',
    claimButton: 'Claim',
    unclaimButton: 'Release',
    claimed: (claimer) => `🙋 ${claimer} is taking care of this ticket.`,
    unclaimed: (releaser) => `🔓 ${releaser} released this ticket.`,
    notClaimed: 'Nobody has claimed this ticket.',
    renamed: (renamer, name) => `✏️ ${renamer} renamed the ticket to #${name}.`,
    nameRefused: 'The channel cannot take this name: it needs at least one letter, digit or emoji.',
    permissionMissing: (needed) =>
      `You lack the dashboard permission “${ENGLISH_PERMISSION_LABELS[needed]}” for this. This server's admins grant it in the dashboard under Permissions.`,
    alreadyOpen: (channel) => `You have an open ticket already: ${channel}`,
    atLimit: (count, channels) => `You have ${count} open tickets already: ${channels}`,
    opened: (channel) => `Your ticket is open: ${channel}`,
    unknownCategory: (categories) =>
      `This server has no such ticket category (any more). You may choose: ${categories}`,
    noCategories: 'This server has no ticket categories. Open the ticket without one.',
    askedInForm: (category) => `${category} asks its own questions: leave the reason out and the form asks you.`,
    ...welcomeWords('en'),
    notATicket: "That works only in an open ticket's channel.",
    closing: (closer, reason) =>
      `${closer} closed the ticket${reason ? `: ${reason}` : '.'}\nThe transcript is saved; this channel is deleted in ${NOTICE_SECONDS} seconds.`,
    closedAlready: 'This ticket is closed already.',
    closeKept:
      'The dashboard cannot be reached right now. The bot keeps the transcript and stores it as soon as it is back; only then is this channel deleted.',
    closeRefused:
      'The ticket could not be closed: the dashboard refused to close it. The ticket stays open, and this channel stays with its whole history. Please ask the team.',
    added: (user) => `${user} was added to the ticket.`,
    removed: (user) => `${user} was removed from the ticket.`,
    openerStays: "A ticket's opener stays in it.",
    noChannel:
      'The bot could not make a channel for the ticket: it lacks Manage Channels or Manage Roles, or the ticket category is full.',
    noticeOpened: (ticketId, opener, channel, about) =>
      `🎫 Ticket #${ticketId} by ${opener} is open: ${channel}\n${about}`,
    noticeClaimed: (ticketId, claimer) => `🙋 Ticket #${ticketId} was claimed by ${claimer}.`,
    noticeUnclaimed: (ticketId, releaser) => `🔓 Ticket #${ticketId} was released by ${releaser}.`,
    noticeClosed: (ticketId, closer, reason, transcript) =>
      `🔒 Ticket #${ticketId} was closed by ${closer}${reason ? `: ${reason}` : '.'}\nTranscript: ${transcript}`,
  },
  jobs: ENGLISH_JOBS,
  gate: ENGLISH_GATE,
  rules: ruleMessages(ENGLISH_RULE_WORDING),
};

/** Discord's locales for German start with 'de'; every other locale reads English. */
export const textsFor = (locale: string | undefined): BotTexts => (locale?.startsWith('de') ? GERMAN : ENGLISH);

/** Which of the table's two languages a locale reads. */
export const languageOf = (locale: string | undefined): 'de' | 'en' => (locale?.startsWith('de') ? 'de' : 'en');
