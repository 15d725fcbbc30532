// What the bot says to members, in German to those whose Discord speaks German and in English to everyone
// else (the interaction's locale decides). The refusal's words are fixed by the product.
import type { FeatureName } from '../contract/index.js';

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
  };
  notificationsSetUp: (channel: string) => string;
  features: Record<FeatureName, string>;
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
  },
  notificationsSetUp: (channel) =>
    `Benachrichtigungen gehen ab jetzt in ${channel}. Rollen und Schalter findest du im Dashboard unter Einstellungen.`,
  features: {
    tickets: 'Das Ticket-System',
    autoresponses: 'Auto Responses',
    statistics: 'Die Statistik',
    autoroles: 'Auto-Roles',
  },
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
  },
  notificationsSetUp: (channel) =>
    `Notifications now go to ${channel}. Roles and the switch are on the dashboard under Settings.`,
  features: {
    tickets: 'The ticket system',
    autoresponses: 'Auto responses',
    statistics: 'Statistics',
    autoroles: 'Auto roles',
  },
};

/** Discord's locales for German start with 'de'; every other locale reads English. */
export const textsFor = (locale: string | undefined): BotTexts => (locale?.startsWith('de') ? GERMAN : ENGLISH);

/** Which of the table's two languages a locale reads. */
export const languageOf = (locale: string | undefined): 'de' | 'en' => (locale?.startsWith('de') ? 'de' : 'en');
