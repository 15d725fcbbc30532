// The guild's configuration screens: categories, auto responses, auto-roles, command permissions, permissions.
// The specified wording (the default catalogue), its German/English mix byte for byte.
import { LIMITS } from '../../../server/contract/facts.js';
import { PERMISSION_LABELS } from '../../../server/contract/permission-labels.js';
import type { AutoRoleProblemReason } from '../../../server/contract/index.js';

import { SPEC_CATEGORY_SETUP } from './category-setup.js';
import { SPEC_TICKET_BLOCKLIST } from './ticket-gate.js';
import { SPEC_EMBED_PARTS } from './embed-parts.js';
export const SPEC_SCREENS = {
  /** Ticket categories ('Ticket Kategorien'). */
  categories: {
    title: 'Ticket Kategorien',
    add: 'Neue Kategorie',
    editTitle: 'Kategorie bearbeiten',
    name: 'Name',
    description: 'Beschreibung',
    emoji: 'Emoji',
    customEmoji: 'Eigenes:',
    customEmojiLabel: 'Eigenes Emoji',
    color: 'Farbe',
    order: 'Reihenfolge',
    empty: 'Noch keine Kategorien erstellt...',
    category: 'Kategorie',
    noDescription: 'Keine Beschreibung',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    activate: 'Aktivieren',
    deactivate: 'Deaktivieren',
    deleteQuestion: 'Möchtest du diese Kategorie wirklich löschen? Alle Tickets werden von dieser Kategorie getrennt.',
    duplicate: 'Eine Kategorie mit diesem Namen existiert bereits!',
    notSaved: 'Die Kategorie konnte nicht gespeichert werden.',
    notChanged: 'Die Kategorie konnte nicht geändert werden.',
    /** The form's parts beyond name and look: the questions, the team, the welcome, the Discord category. */
    setup: SPEC_CATEGORY_SETUP,
    blocklist: SPEC_TICKET_BLOCKLIST,
    flash: {
      create: 'Kategorie erstellt',
      update: 'Kategorie gespeichert',
      toggle: 'Status der Kategorie geändert',
      delete: 'Kategorie gelöscht',
    },
    /** The ticket panel below the list: the message in Discord from which members open tickets. */
    panel: {
      title: 'Ticket-Panel',
      intro:
        'Über das Ticket-Panel öffnen Mitglieder in Discord ein Ticket. Es folgt den Kategorien: Ändert sich eine, passt der Bot das gesendete Panel an.',
      channel: 'Kanal',
      heading: 'Titel',
      text: 'Text',
      defaultTitle: 'Support-Tickets',
      defaultText: 'Wähle unten, worum es geht. Wir melden uns in einem privaten Kanal, den nur du und das Team sehen.',
      send: 'Panel senden',
      update: 'Panel aktualisieren',
      sentIn: (channel: string, date: string) => `Gesendet in #${channel} am ${date}`,
      /** Sent, in a channel this page cannot name (the user may not read the channels, or it is gone). */
      sentAt: (date: string) => `Gesendet am ${date}`,
      notSent: 'Noch nicht gesendet.',
      preview: 'Vorschau',
      /** {max}: the buttons a panel shows at most. */
      menu: (max: number) => `Mehr als ${max} Kategorien: Mitglieder wählen aus einem Menü`,
      /** {per}: the categories a menu holds; {count}: the menus the panel shows. */
      menus: (per: number, count: number) => `Mehr als ${per} Kategorien: Mitglieder wählen aus ${count} Menüs`,
      /** Above the list when the posted panel could not follow a change (a link to the panel's section). */
      outdated: 'Das Ticket-Panel in Discord zeigt nicht die aktuellen Kategorien.',
      /** {date}: when Discord refused the edit; {reason}: one of `reasons`. */
      refused: (date: string, reason: string) =>
        `Das gesendete Panel zeigt nicht die aktuellen Kategorien: Discord hat die Änderung am ${date} abgelehnt. ${reason}`,
      /** Why Discord refused the panel; {said}: what Discord said, in its own (English) words and codes. */
      reasons: {
        emoji: (category: string) =>
          `Discord nimmt das Emoji der Kategorie „${category}“ nicht an: Wähle dort ein anderes.`,
        category: (category: string, said: string) => `Discord lehnt die Kategorie „${category}“ ab: ${said}`,
        messageGone: 'Die Nachricht des Panels wurde in Discord gelöscht: Sende das Panel erneut.',
        channelGone: 'Den Kanal des Panels gibt es nicht mehr: Sende das Panel in einen anderen Kanal.',
        forbidden:
          'Der Bot darf im Kanal des Panels nicht mehr schreiben: Er braucht dort „Kanal ansehen“, „Nachrichten senden“ und „Links einbetten“.',
        unreachable: 'Discord war nicht erreichbar: Sende das Panel erneut, oder es folgt bei der nächsten Änderung.',
        other: (said: string) => `Discord antwortete: ${said}`,
      },
      unread: 'Das Ticket-Panel konnte nicht gelesen werden. Lade die Seite später erneut.',
      channelsUnread:
        'Die Kanäle des Servers konnten nicht gelesen werden. Lade die Seite später erneut, um das Panel zu senden.',
      noChannels: 'Der Bot sieht auf diesem Server keinen Textkanal, in den er das Panel senden könnte.',
      /** A panel's heading in the list; {number}: its place (the first made is 1). */
      numbered: (number: number) => `Panel ${number}`,
      /** A panel's title on the list, where the panel shows in brief; {title}: the panel's. */
      titled: (title: string) => `Titel: ${title}`,
      newPanel: 'Neues Panel',
      color: 'Farbe',
      colorOfCategory: 'Wie die erste Kategorie',
      categories: 'Kategorien',
      /** {buttons}: the buttons a panel shows at most. */
      categoriesHint: (buttons: number) =>
        `Keine gewählt: alle aktiven Kategorien, in ihrer Reihenfolge. Die Zahl neben einer Kategorie ist ihr Platz auf dem Panel (1 zuerst); ohne Zahl folgt sie danach in der Reihenfolge der Seite. Bis ${buttons} als Knöpfe, mehr als Auswahlmenüs.`,
      /** A category's place on the panel, the label of its number field; {name}: the category. */
      place: (name: string) => `Platz von ${name}`,
      remove: 'Panel löschen',
      removed: 'Das Ticket-Panel wurde gelöscht.',
      notRemoved: 'Das Ticket-Panel konnte nicht gelöscht werden.',
      failed: 'Das Ticket-Panel konnte nicht gesendet werden.',
      done: 'Das Ticket-Panel wurde gesendet.',
    },
  },
  /** Auto responses; {term} is the search term. */
  autoResponses: {
    title: 'Auto Responses',
    /** How the bot answers, in one sentence; {seconds}: the wait per channel and trigger. */
    rule: (seconds: number) =>
      `Der Bot antwortet auf die Nachricht eines Mitglieds, die einen Trigger als ganzes Wort oder ganze Wortgruppe enthält (Groß- und Kleinschreibung egal, jedes Zeichen wörtlich), mit der Antwort des längsten passenden Triggers, höchstens einmal alle ${seconds} Sekunden je Kanal und Trigger, und pingt dabei niemanden.`,
    refresh: 'Refresh',
    add: 'Add Response',
    editTitle: 'Auto Response bearbeiten',
    trigger: 'Trigger',
    response: 'Antwort',
    asEmbed: 'Als Embed senden',
    embedTitle: 'Embed-Titel',
    embedDescription: 'Embed-Beschreibung',
    embedColor: 'Embed-Farbe',
    preview: 'Vorschau',
    embed: 'Embed',
    searchLabel: 'Auto Responses durchsuchen',
    searchPlaceholder: 'Nach Trigger oder Antwort suchen...',
    search: 'Suchen',
    empty: 'Noch keine Auto Responses erstellt. Lege mit „Add Response“ die erste an.',
    noMatch: 'Keine Auto Responses passen zu „{term}“.',
    createdAt: (date: string) => `Erstellt am ${date}`,
    deleteQuestion: 'Möchtest du diese Auto Response wirklich löschen?',
    duplicate: 'Diesen Trigger gibt es schon.',
    notCreated: 'Failed to create auto response',
    notDeleted: 'Failed to delete auto response',
    notSaved: 'Die Auto Response konnte nicht gespeichert werden',
    created: 'Auto Response erstellt',
    saved: 'Auto Response gespeichert',
    deleted: 'Auto Response gelöscht',
    ...SPEC_EMBED_PARTS,
  },
  /** Auto-roles ('Auto-Roles'); {role} is the bot's highest role, {roles} the ones above it. */
  autoRoles: {
    title: 'Auto-Roles',
    botProblem: 'Bot-Permission Problem',
    botProblemText:
      'Der Bot hat nicht die Berechtigung „Rollen verwalten“ und kann deshalb keine Rollen vergeben. So behebst du das:',
    steps: [
      'Öffne in Discord die Servereinstellungen → Rollen.',
      'Wähle die Rolle des Bots („{role}“).',
      'Aktiviere „Rollen verwalten“ und speichere.',
      'Ziehe die Rolle des Bots über die Rollen, die er vergeben soll.',
    ],
    aboveBot:
      'Diese Rollen stehen über der höchsten Rolle des Bots („{role}“) und können nicht vergeben werden: {roles}. Verschiebe die Rolle des Bots in Discord nach oben.',
    addTitle: 'Rolle hinzufügen',
    on: 'An',
    off: 'Aus',
    showAll: 'Alle Rollen anzeigen',
    configured: (count: number) => `Konfigurierte Auto-Roles (${count})`,
    empty: 'Noch keine Auto-Roles konfiguriert.',
    missing: ' (nicht gefunden)',
    active: (role: string) => `${role} aktiv`,
    /** What the bot met the last time it could not give a role to a new member. */
    lastProblem: (reason: string) => `Zuletzt nicht vergeben: ${reason}`,
    problems: {
      role_missing: 'Die Rolle gibt es auf dem Server nicht mehr.',
      managed: 'Eine Integration verwaltet die Rolle.',
      above_bot: 'Die Rolle steht über der höchsten Rolle des Bots.',
      no_manage_roles: 'Dem Bot fehlt die Berechtigung „Rollen verwalten“.',
      refused: 'Discord hat es abgelehnt.',
    } satisfies Record<AutoRoleProblemReason, string>,
    infoTitle: 'So funktionieren Auto-Roles',
    info: 'Neue Mitglieder erhalten beim Beitritt automatisch alle aktiven Auto-Roles. Inaktive bleiben konfiguriert, werden aber nicht vergeben. Der Bot kann nur Rollen vergeben, die unter seiner höchsten Rolle stehen; verwaltete Rollen (von Integrationen) und @everyone gehen nie.',
    deleteQuestion: 'Möchtest du diese Auto-Role wirklich entfernen?',
    /** The role picker (an island: plain strings). */
    picker: {
      label: 'Rolle auswählen',
      placeholder: 'Rolle auswählen...',
      notAssignable: '{role} (nicht zuweisbar)',
      add: 'Hinzufügen',
    },
    failed: {
      add: 'Failed to add auto role',
      toggle: 'Failed to update auto role',
      delete: 'Failed to delete auto role',
    },
    done: { add: 'Auto-Role hinzugefügt', toggle: 'Auto-Role aktualisiert', delete: 'Auto-Role entfernt' },
    duplicate: 'Diese Rolle ist bereits eine Auto-Role.',
  },
  /** Command permissions: the matrix (an island: plain strings; {role} is filled in there) and the no-JavaScript editor. */
  commandPermissions: {
    title: 'Command Permissions',
    intro:
      'Verbotene Befehle haben Vorrang vor erlaubten, erlaubte vor den Standard-Berechtigungen von Discord. Serverbesitzer und globale Admins dürfen immer alles.',
    legend: 'Legende',
    defaultLegend: 'Standard (Discord-Berechtigungen)',
    noRoles: 'Keine Rollen verfügbar',
    deleteQuestion: 'Möchtest du die Command-Berechtigungen dieser Rolle wirklich löschen?',
    editTitle: (role: string) => `Command Permissions: ${role}`,
    choices: { default: 'Standard', allowed: 'Erlaubt', denied: 'Verboten' },
    matrix: {
      role: 'Rolle',
      actions: 'Aktionen',
      states: { allowed: 'erlaubt', denied: 'verboten', default: 'Standard' },
      allowed: 'Erlaubt',
      denied: 'Verboten',
      save: 'Speichern',
      cancel: 'Abbrechen',
      edit: 'Bearbeiten',
      delete: 'Löschen',
      confirmDelete: 'Möchtest du die Command-Berechtigungen der Rolle „{role}“ wirklich löschen?',
      saveFailed: 'Failed to save permissions',
      deleteFailed: 'Failed to delete permissions',
      /** The notice after a save or delete: a flash without JavaScript, the matrix's live region with it. */
      saved: 'Command-Berechtigungen gespeichert',
      deleted: 'Command-Berechtigungen gelöscht',
    },
  },
  /** The shared user/role picker (an island: plain strings; {count} is filled in there). */
  entityPicker: {
    /** The disclosure of the ID and name fields: the other way to name a user or role than the picker. */
    byId: 'Per ID hinzufügen',
    type: 'Typ',
    user: 'Benutzer',
    role: 'Rolle',
    users: 'Benutzer',
    roles: 'Rollen',
    searchUsers: 'Benutzer suchen',
    searchRoles: 'Rolle suchen',
    clear: 'Auswahl löschen',
    loading: 'Laden...',
    minLength: 'Mindestens {count} Zeichen eingeben',
    timeout: 'Anfrage dauert zu lange - versuche es erneut',
    notReady: 'Discord Bot ist nicht bereit - warte einen Moment',
    notFound: 'Server wurde nicht gefunden',
    emptyUsers: 'Keine Benutzer gefunden',
    emptyRoles: 'Keine Rollen gefunden',
    failedUsers: 'Fehler beim Laden der Benutzer',
    failedRoles: 'Fehler beim Laden der Rollen',
    placeholderUsers: 'Benutzer auswählen...',
    placeholderRoles: 'Rolle auswählen...',
    roleSelect: 'Rolle (ohne JavaScript: Auswahl, oder unten ID und Name eingeben)',
    discordId: 'Discord-ID',
    name: 'Name',
    idHint:
      'Die ID kopierst du in Discord mit Rechtsklick → „ID kopieren“, wenn unter Einstellungen → Erweitert der Entwicklermodus aktiv ist.',
    /** A user or role with an entry already: in the list, in the select without JavaScript ({name}), and for a typed ID. */
    listed: 'hat schon einen Eintrag',
    listedEdit: 'hat schon einen Eintrag · zum Bearbeiten wählen',
    listedOption: '{name} (hat schon einen Eintrag)',
    listedId: 'Diese ID hat schon einen Eintrag.',
    editEntry: 'Eintrag bearbeiten',
  },
  /** The dashboard permissions ('Berechtigungen'). */
  permissions: {
    title: 'Berechtigungen',
    add: 'Berechtigung hinzufügen',
    editTitle: 'Berechtigung bearbeiten',
    adding: 'Wird hinzugefügt...',
    update: 'Aktualisieren',
    remove: 'Entfernen',
    removeQuestion: 'Möchtest du diese Berechtigung wirklich entfernen?',
    labels: PERMISSION_LABELS,
    /** Beside 'Voller Dashboard-Zugriff' in the form: what it means. */
    adminIncludes: '(schließt alle anderen ein)',
    permissions: 'Berechtigungen',
    owner: 'Serverbesitzer',
    ownerBadge: '👑 Serverbesitzer',
    ownerLock: 'Serverbesitzer-Berechtigungen können nicht entfernt werden',
    user: 'Benutzer',
    role: 'Rolle',
    id: (id: string) => `ID ${id}`,
    position: (position: number) => `Pos. ${position}`,
    ownerMeta: (date: string) => `Auto-Berechtigung · Server erstellt: ${date}`,
    added: (date: string) => `Hinzugefügt: ${date}`,
    emptyTitle: 'Keine Berechtigungen konfiguriert',
    emptyHint: 'Füge Benutzer oder Rollen hinzu, die das Dashboard nutzen dürfen.',
    count: (count: number) => `${count} Berechtigung(en) konfiguriert`,
    alreadyListed: {
      user: 'Dieser Benutzer hat schon einen Eintrag; bearbeite ihn stattdessen.',
      role: 'Diese Rolle hat schon einen Eintrag; bearbeite ihn stattdessen.',
    },
    failed: {
      add: 'Fehler beim Hinzufügen der Berechtigung',
      update: 'Fehler beim Aktualisieren der Berechtigung',
      remove: 'Fehler beim Entfernen der Berechtigung',
    },
    done: { add: 'Berechtigung hinzugefügt', update: 'Berechtigung aktualisiert', remove: 'Berechtigung entfernt' },
    fillAll: 'Bitte alle Felder ausfüllen',
    badId: `Die Discord-ID besteht aus ${LIMITS.discordId.min} bis ${LIMITS.discordId.max} Ziffern.`,
  },
};
