// The pages before a guild: sign-in, the server picker; and the guild's overview.
// The specified wording (the default catalogue), its German/English mix byte for byte.

export const SPEC_ENTRY = {
  /** /login; the error texts by the `error` query value. */
  login: {
    lead: 'Das Dashboard für deinen Discord-Bot.',
    failedTitle: 'Authentication Failed',
    errors: {
      failed: 'Discord authentication failed. Please try again.',
      unauthorized: 'Your session has expired. Please sign in again.',
      token_expired: 'Your login token has expired. Please sign in again.',
    },
    errorFallback: 'An error occurred during login. Please try again.',
    demo: 'Demo-Modus: Die Anmeldung läuft über ein lokales Discord-Double mit Beispielkonten. Es werden keine echten Discord-Daten verwendet.',
    demoExposed:
      'Achtung: Diese Demo ist nicht nur von diesem Rechner aus erreichbar. Wer sie erreicht, kann sich als jedes Demo-Konto anmelden, auch als globaler Admin, und den öffentlichen Bot-Token der Demo benutzen. Betreibe den Demo-Modus nur auf 127.0.0.1 (HOST).',
    demoDiscord: 'Demo-Discord öffnen: als Mitglied Tickets öffnen, schreiben und den Bot ausprobieren',
    signIn: 'Sign in with Discord',
    note: "Only users with the 'Manage Guild' permission can access a server's dashboard.",
  },
  /** /guilds, the server picker. */
  picker: {
    title: 'Select a Server',
    adminTitle: 'Global Administrator',
    adminText: 'Du bist globaler Administrator und kannst jeden Server über das Admin-Panel öffnen.',
    adminButton: 'Admin Control Panel',
    emptyTitle: 'No Available Servers',
    emptyText:
      'Du verwaltest keinen Server, auf dem der Bot ist. Lade den Bot auf einen Server ein, auf dem du „Server verwalten“ hast.',
    invite: 'Invite Bot to Server',
    serverId: (id: string) => `Server ID: ${id}`,
    withoutBotTitle: 'Deine Server ohne den Bot',
    setUp: 'Bot einladen',
  },
  /** /dashboard/{guildId}: 'Server Statistics & Overview'. */
  overview: {
    title: 'Server Statistics & Overview',
    refresh: 'Refresh',
    members: 'Member Statistics',
    totalMembers: 'Total Members',
    online: 'Online',
    humans: 'Humans',
    bots: 'Bots',
    structure: 'Server Structure',
    totalChannels: 'Total Channels',
    textChannels: 'Text Channels',
    voiceChannels: 'Voice Channels',
    categories: 'Categories',
    roles: 'Roles',
    bot: 'Bot Statistics',
    tickets: 'Tickets',
    openTickets: 'Open Tickets',
    autoResponses: 'Auto Responses',
    information: 'Server Information',
    name: 'Name',
    serverId: 'Server ID',
    verification: 'Verification Level',
    boostLevel: 'Boost Level',
    boosts: 'Boosts',
    dates: 'Important Dates',
    created: 'Server Created',
    botJoined: 'Bot Joined',
    unknown: 'Unknown',
    verificationLevels: { none: 'None', low: 'Low', medium: 'Medium', high: 'High', veryHigh: 'Very High' },
    boostTiers: { none: 'No Boost', tier1: 'Tier 1', tier2: 'Tier 2', tier3: 'Tier 3' },
  },
  /** The stand-in Discord's sign-in page (demo mode), with what each demo account may do. */
};
