// The stand-in's own words: its sign-in page and its Demo-Discord page (where a visitor plays a member)
// in the visitor's language (German in the default language, which is mostly German, and in German;
// English when chosen).
import type { Language } from '../contract/languages.js';

interface StandInTexts {
  title: string;
  heading: string;
  lead: (client: string) => string;
  cancel: string;
  accounts: { owner: string; moderator: string; operator: string; newcomer: string };
  demo: DemoTexts;
}

/** The Demo-Discord page (demo/): choosing a member, a channel with its messages, forms and refusals. */
export interface DemoTexts {
  title: string;
  link: string;
  chooseHeading: string;
  chooseLead: (guild: string) => string;
  playing: (name: string) => string;
  toChannels: string;
  joinHeading: string;
  joinLabel: string;
  joinHint: string;
  joinButton: string;
  switchMember: string;
  /** The theme switch: to the light design, to the dark one. */
  toLight: string;
  toDark: string;
  refresh: string;
  channels: string;
  noMessages: string;
  /** Above the server's first channel, where a member lands who opened one that is gone (a closed ticket's). */
  channelGone: string;
  bot: string;
  onlyYou: string;
  thinking: (bot: string) => string;
  usedCommand: (user: string, command: string) => string;
  pinned: string;
  /** Discord's line in the system channel when a member joins. */
  joined: (name: string) => string;
  /** The member's direct messages with the bot: the list's entry and the page's heading, and the page with none yet. */
  directMessages: string;
  noDirectMessages: string;
  /** The member list beside the messages, and the roles under each name. */
  members: string;
  /** Below the member list, cut at its length: how many more there are. */
  moreMembers: (count: number) => string;
  rolesOf: (name: string) => string;
  /** The page follows new messages: what the list says while it looks again. */
  following: string;
  /** The shared Markdown renderer's words (a spoiler, titles of role and channel mentions). */
  markdown: { spoiler: string; unknownUser: string; role: (id: string) => string; channelId: (id: string) => string };
  messageLabel: (channel: string) => string;
  /** The composer's file input, with the most a message's files may hold. */
  attachLabel: (megabytes: number) => string;
  send: string;
  mayNotWrite: string;
  commandHeading: string;
  commandLabel: string;
  next: string;
  run: string;
  noCommands: string;
  choose: string;
  nothingChosen: string;
  yes: string;
  no: string;
  waiting: string;
  submit: string;
  cancel: string;
  refusals: {
    heading: string;
    back: string;
    discordSays: string;
    formExpired: string;
    unknownChannel: string;
    noGuild: string;
    badName: string;
    emptyMessage: string;
    longMessage: (characters: number) => string;
    fileTooLarge: (megabytes: number) => string;
    /** A form (without a file) past the page's body limit. */
    formTooLarge: (kilobytes: number) => string;
    /** The stand-in's caps (caps.ts): the files it keeps, the people it knows. */
    uploadsFull: (megabytes: number) => string;
    membersFull: (members: number) => string;
    mayNotAttach: string;
    /** Under a refused message sent with a file: the text is kept, the file is not (no page can keep it). */
    chooseFileAgain: string;
    notANumber: (option: string) => string;
    badForm: string;
  };
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
  demo: {
    title: 'Demo-Discord',
    link: 'Demo-Discord: Mitglieder spielen',
    chooseHeading: 'Wen spielst du?',
    chooseLead: (guild) =>
      `Wähle ein Mitglied von „${guild}“: schreibe in Kanälen, klicke die Buttons des Bots und führe Befehle aus.`,
    playing: (name) => `Du spielst ${name}.`,
    toChannels: 'Weiter zu den Kanälen',
    joinHeading: 'Als neues Mitglied beitreten',
    joinLabel: 'Benutzername',
    joinHint: '2 bis 32 Zeichen: a–z, 0–9, _ und .',
    joinButton: 'Beitreten',
    switchMember: 'Mitglied wechseln',
    toLight: 'Helles Design',
    toDark: 'Dunkles Design',
    refresh: 'Aktualisieren',
    channels: 'Kanäle',
    noMessages: 'Noch keine Nachrichten in diesem Kanal.',
    channelGone:
      'Den Kanal, den du öffnen wolltest, gibt es nicht mehr (oder du siehst ihn nicht): Hier ist der erste Kanal des Servers.',
    bot: 'BOT',
    onlyYou: 'Nur für dich sichtbar',
    thinking: (bot) => `${bot} denkt nach …`,
    usedCommand: (user, command) => `${user} hat /${command} benutzt`,
    pinned: 'hat eine Nachricht angeheftet.',
    joined: (name) => `Schön, dass du da bist, ${name}.`,
    directMessages: 'Direktnachrichten',
    noDirectMessages:
      'Noch keine Direktnachrichten. Der Bot schreibt dir hier, zum Beispiel wenn dein Ticket geschlossen wird.',
    members: 'Mitglieder',
    moreMembers: (count) => `… und ${count} weitere`,
    rolesOf: (name) => `Rollen von ${name}`,
    following: 'Neue Nachrichten erscheinen von selbst.',
    markdown: {
      spoiler: 'Spoiler',
      unknownUser: 'Unbekannter Benutzer',
      role: (id) => `Rolle ${id}`,
      channelId: (id) => `Kanal ${id}`,
    },
    messageLabel: (channel) => `Nachricht an #${channel}`,
    attachLabel: (megabytes) => `Datei anhängen (höchstens ${megabytes} MB)`,
    send: 'Senden',
    mayNotWrite: 'Du darfst in diesem Kanal keine Nachrichten senden.',
    commandHeading: 'Befehl ausführen',
    commandLabel: 'Befehl',
    next: 'Weiter',
    run: 'Ausführen',
    noCommands: 'Auf diesem Server sind keine Befehle registriert, die du benutzen darfst.',
    choose: 'Auswählen',
    nothingChosen: '(nichts)',
    yes: 'Ja',
    no: 'Nein',
    waiting: 'Der Bot hat noch nicht geantwortet.',
    submit: 'Absenden',
    cancel: 'Abbrechen',
    refusals: {
      heading: 'Das ging nicht',
      back: 'Zurück',
      discordSays: 'Discord (Demo) hat abgelehnt:',
      formExpired: 'Das Formular ist abgelaufen. Lade die Seite neu und versuche es noch einmal.',
      unknownChannel: 'Diesen Kanal gibt es nicht, oder du kannst ihn nicht sehen.',
      noGuild: '„Demo Guild“ gibt es in dieser Welt nicht.',
      badName: 'Benutzernamen haben 2 bis 32 Zeichen: a–z, 0–9, _ und .',
      emptyMessage: 'Die Nachricht ist leer.',
      longMessage: (characters) => `Die Nachricht ist zu lang: höchstens ${characters} Zeichen.`,
      fileTooLarge: (megabytes) => `Die Datei ist zu groß: höchstens ${megabytes} MB je Nachricht.`,
      formTooLarge: (kilobytes) => `Das Formular ist zu groß: höchstens ${kilobytes} KB.`,
      uploadsFull: (megabytes) =>
        `Die Demo behält höchstens ${megabytes} MB an Dateien, und die sind belegt. Starte die Demo neu, um Platz zu schaffen.`,
      membersFull: (members) =>
        `Die Demo kennt schon ${members} Personen, so viele, wie sie behält. Spiele ein Mitglied, das schon da ist, oder starte die Demo neu.`,
      mayNotAttach: 'Du darfst in diesem Kanal keine Dateien anhängen.',
      chooseFileAgain: 'Dein Text steht noch hier. Die Datei wähle bitte noch einmal aus.',
      notANumber: (option) => `„${option}“ muss eine Zahl sein.`,
      badForm: 'Das Formular ist unvollständig oder fehlerhaft.',
    },
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
  demo: {
    title: 'Demo Discord',
    link: 'Demo Discord: play members',
    chooseHeading: 'Who do you play?',
    chooseLead: (guild) =>
      `Choose a member of “${guild}”: write in channels, click the bot’s buttons and run commands.`,
    playing: (name) => `You play ${name}.`,
    toChannels: 'On to the channels',
    joinHeading: 'Join as a new member',
    joinLabel: 'Username',
    joinHint: '2 to 32 characters: a–z, 0–9, _ and .',
    joinButton: 'Join',
    switchMember: 'Switch member',
    toLight: 'Light theme',
    toDark: 'Dark theme',
    refresh: 'Refresh',
    channels: 'Channels',
    noMessages: 'No messages in this channel yet.',
    channelGone: 'The channel you opened is gone (or you cannot see it): here is the server’s first channel.',
    bot: 'BOT',
    onlyYou: 'Only you can see this',
    thinking: (bot) => `${bot} is thinking …`,
    usedCommand: (user, command) => `${user} used /${command}`,
    pinned: 'pinned a message.',
    joined: (name) => `Glad you're here, ${name}.`,
    directMessages: 'Direct messages',
    noDirectMessages: 'No direct messages yet. The bot writes to you here, for example when your ticket is closed.',
    members: 'Members',
    moreMembers: (count) => `… and ${count} more`,
    rolesOf: (name) => `Roles of ${name}`,
    following: 'New messages appear by themselves.',
    markdown: {
      spoiler: 'Spoiler',
      unknownUser: 'Unknown user',
      role: (id) => `Role ${id}`,
      channelId: (id) => `Channel ${id}`,
    },
    messageLabel: (channel) => `Message #${channel}`,
    attachLabel: (megabytes) => `Attach a file (${megabytes} MB at most)`,
    send: 'Send',
    mayNotWrite: 'You may not send messages in this channel.',
    commandHeading: 'Run a command',
    commandLabel: 'Command',
    next: 'Next',
    run: 'Run',
    noCommands: 'This server has no registered commands you may use.',
    choose: 'Choose',
    nothingChosen: '(none)',
    yes: 'Yes',
    no: 'No',
    waiting: 'The bot has not answered yet.',
    submit: 'Submit',
    cancel: 'Cancel',
    refusals: {
      heading: 'That did not work',
      back: 'Back',
      discordSays: 'Discord (demo) refused:',
      formExpired: 'The form has expired. Reload the page and try again.',
      unknownChannel: 'This channel does not exist, or you cannot see it.',
      noGuild: '“Demo Guild” does not exist in this world.',
      badName: 'Usernames have 2 to 32 characters: a–z, 0–9, _ and .',
      emptyMessage: 'The message is empty.',
      longMessage: (characters) => `The message is too long: ${characters} characters at most.`,
      fileTooLarge: (megabytes) => `The file is too large: ${megabytes} MB at most per message.`,
      formTooLarge: (kilobytes) => `The form is too large: ${kilobytes} KB at most.`,
      uploadsFull: (megabytes) =>
        `The demo keeps ${megabytes} MB of files at most, and they are taken. Restart the demo to make room.`,
      membersFull: (members) =>
        `The demo already knows ${members} people, as many as it keeps. Play a member who is already there, or restart the demo.`,
      mayNotAttach: 'You may not attach files in this channel.',
      chooseFileAgain: 'Your text is still here. Please choose the file again.',
      notANumber: (option) => `“${option}” must be a number.`,
      badForm: 'The form is incomplete or malformed.',
    },
  },
};

export const STAND_IN_TEXTS: Record<Language, StandInTexts> = { spec: GERMAN, de: GERMAN, en: ENGLISH };
