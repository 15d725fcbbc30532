// The Admin Control Panel of the global administrators.
// The specified wording (the default catalogue), its German/English mix byte for byte.
import { LIMITS } from '../../../server/contract/facts.js';

export const SPEC_ADMIN = {
  /** The Admin Control Panel: its tabs, tables and forms. */
  admin: {
    title: 'Admin Control Panel',
    tabsLabel: 'Admin-Bereiche',
    tabs: {
      uebersicht: 'Übersicht',
      einstellungen: 'Einstellungen',
      admins: 'Admins',
      server: 'Server',
      aktivitaeten: 'Aktivitäten',
    },
    notAdmin: 'Sie haben keine Admin-Berechtigung für dieses Panel.',
    levels: { 1: 'Standard Admin', 2: 'Senior Admin', 3: 'Super Admin' },
    level: (level: number, name: string) => `Level ${level} · ${name}`,
    levelOption: (level: number, name: string) => `${level} ${name}`,
    bot: {
      title: 'Bot',
      unknown: 'Der Bot hat sich noch nicht gemeldet.',
      states: {
        starting: 'Verbindet mit Discord …',
        connected: 'Verbunden',
        reconnecting: 'Verbindet neu …',
        standby: 'Wartet: ein anderer Prozess ist mit Discord verbunden',
        stopped: 'Gestoppt',
      },
      problems: {
        bad_token:
          'Discord hat den Bot-Token abgelehnt. Prüfe DISCORD_BOT_TOKEN (Developer Portal → deine Anwendung → Bot → Reset Token).',
        intents_disallowed:
          'Discord verweigert privilegierte Intents. Schalte im Developer Portal unter Bot → Privileged Gateway Intents „Server Members Intent“ und „Message Content Intent“ ein.',
        intents_invalid: 'Discord lehnt die angefragten Intents als ungültig ab.',
      },
      figures: (shards: number, guilds: number, at: string) =>
        `${shards} ${shards === 1 ? 'Shard' : 'Shards'}, ${guilds} Server, gemeldet ${at}`,
    },
    counters: { servers: 'Server', admins: 'Admins', settings: 'Einstellungen', activity: 'Letzte Aktivitäten' },
    settings: 'Einstellungen',
    key: 'Schlüssel',
    value: 'Wert',
    type: 'Typ',
    description: 'Beschreibung',
    updated: 'Aktualisiert',
    addSetting: 'Einstellung hinzufügen',
    admins: 'Administratoren',
    user: 'Benutzer',
    levelLabel: 'Level',
    grantedBy: 'Vergeben von',
    grantedAt: 'Vergeben am',
    system: 'System',
    remove: 'Entfernen',
    removeQuestion: 'Admin wirklich entfernen?',
    addAdmin: 'Admin hinzufügen',
    userId: 'Benutzer-ID',
    username: 'Username',
    noServers: 'Keine Server gefunden',
    members: (count: number) => `${count} Mitglieder`,
    moreFeatures: (count: number) => `+${count} weitere`,
    joined: (date: string) => `Beigetreten: ${date}`,
    created: (date: string) => `Erstellt: ${date}`,
    openDashboard: 'Admin Dashboard',
    noActivity: 'Keine Aktivitäten gefunden.',
    server: (id: string) => `Server ${id}`,
    /** The copy button (an island: plain strings; {id} is filled in there). */
    copyId: {
      label: 'ID kopieren: {id}',
      copy: 'ID kopieren',
      copied: 'Kopiert',
      selected: 'Markiert – mit Strg+C kopieren',
    },
    sessionFailed: 'Fehler beim Erstellen der Admin-Session. Bitte versuchen Sie es erneut.',
    keyAndValue: 'Schlüssel und Wert sind erforderlich',
    badKey: `Der Schlüssel darf nur Buchstaben, Ziffern, _ . - enthalten (höchstens ${LIMITS.setting.key}).`,
    settingFailed: 'Fehler beim Hinzufügen der Einstellung',
    settingSaved: 'Einstellung gespeichert',
    idAndName: 'Benutzer-ID und Username sind erforderlich',
    badUserId: `Die Benutzer-ID besteht aus ${LIMITS.discordId.min} bis ${LIMITS.discordId.max} Ziffern.`,
    adminFailed: 'Fehler beim Hinzufügen des Admins',
    alreadyAdmin: 'Dieser Benutzer ist bereits Admin.',
    adminAdded: 'Admin hinzugefügt',
    removeFailed: 'Fehler beim Entfernen des Admins',
    adminRemoved: 'Admin entfernt',
  },
};
