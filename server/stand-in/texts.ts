// The stand-in's own words: its sign-in page in the visitor's language (German in the default language,
// which is mostly German, and in German; English when chosen).
import type { Language } from '../contract/languages.js';

interface StandInTexts {
  title: string;
  heading: string;
  lead: (client: string) => string;
  cancel: string;
  accounts: { owner: string; moderator: string; operator: string; newcomer: string };
}

const GERMAN: StandInTexts = {
  title: 'Discord (Demo) – Anmelden',
  heading: 'Discord (Demo)',
  lead: (client: string) =>
    `${client} möchte auf deinen Benutzernamen, deinen Avatar und deine Serverliste zugreifen. Wähle ein Demo-Konto:`,
  cancel: 'Abbrechen',
  accounts: {
    owner: 'Besitzt „Demo Guild“, verwaltet „Second Guild“',
    moderator: 'Moderator auf „Demo Guild“ (Dashboard ansehen, Tickets ansehen)',
    operator: 'Globaler Admin (Level 3), verwaltet keinen Server',
    newcomer: 'Verwaltet nichts',
  },
};

const ENGLISH: StandInTexts = {
  title: 'Discord (demo) – Sign in',
  heading: 'Discord (demo)',
  lead: (client: string) =>
    `${client} wants to access your username, your avatar and your server list. Choose a demo account:`,
  cancel: 'Cancel',
  accounts: {
    owner: 'Owns “Demo Guild”, manages “Second Guild”',
    moderator: 'Moderator on “Demo Guild” (view the dashboard, view tickets)',
    operator: 'Global admin (level 3), manages no server',
    newcomer: 'Manages nothing',
  },
};

export const STAND_IN_TEXTS: Record<Language, StandInTexts> = { spec: GERMAN, de: GERMAN, en: ENGLISH };
