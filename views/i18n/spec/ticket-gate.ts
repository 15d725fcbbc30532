// What stands before a new ticket: the blocklist (on Ticket Kategorien) and the opening hours (Einstellungen,
// section Tickets).

export const SPEC_TICKET_BLOCKLIST = {
  title: 'Sperrliste',
  intro:
    'Gesperrte Mitglieder und Mitglieder gesperrter Rollen können keine Tickets öffnen, weder über das Panel noch mit /ticket open. Der Bot sagt ihnen privat den Grund.',
  empty: 'Niemand ist gesperrt.',
  unread: 'Die Sperrliste konnte nicht geladen werden.',
  who: 'Wer',
  reason: 'Grund',
  blockedBy: 'Gesperrt von',
  since: 'Seit',
  user: (name: string) => `Benutzer ${name}`,
  role: (name: string) => `Rolle @${name}`,
  addTitle: 'Sperren',
  pickRole: 'Rolle',
  noRole: '– keine Rolle –',
  userId: 'Oder Benutzer-ID',
  userIdHint:
    'Die ID des Mitglieds (Entwicklermodus in Discord: Rechtsklick → ID kopieren). Leer lassen, wenn eine Rolle gewählt ist.',
  userName: 'Name des Benutzers (optional)',
  reasonHint: (max: number) => `Das gesperrte Mitglied liest ihn in Discord (höchstens ${max} Zeichen).`,
  block: 'Sperren',
  unblock: 'Sperre aufheben',
  chooseOne: 'Bitte entweder eine Rolle wählen oder eine Benutzer-ID angeben.',
  badId: 'Eine Benutzer-ID besteht aus 17 bis 20 Ziffern.',
  duplicate: 'Dieser Benutzer oder diese Rolle ist bereits gesperrt.',
  failed: {
    block: 'Die Sperre konnte nicht gespeichert werden.',
    unblock: 'Die Sperre konnte nicht aufgehoben werden.',
  },
  done: { block: 'Gesperrt', unblock: 'Sperre aufgehoben' },
};

export const SPEC_OPENING_HOURS = {
  title: 'Öffnungszeiten',
  enabled: 'Öffnungszeiten verwenden',
  enabledHint: (zone: string) =>
    `Die Zeiten gelten in der Zeitzone des Servers (${zone}). Ohne Öffnungszeiten ist das Team immer erreichbar.`,
  week: 'Woche',
  days: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  from: 'Von',
  to: 'Bis',
  /** What an empty time field shows: how to write one. */
  timeFormat: 'HH:MM',
  span: (number: number) => `Zeitraum ${number}`,
  spanHint: 'Beide Felder leer: an diesem Tag kein (weiterer) Zeitraum. 24:00 ist das Ende des Tages.',
  outside: 'Außerhalb der Öffnungszeiten',
  note: 'Ticket öffnen und die Nachricht zeigen',
  refuse: 'Ticket ablehnen mit der Nachricht und der nächsten Öffnungszeit',
  message: 'Nachricht',
  messageHint: (max: number) => `Das Mitglied liest sie in Discord (höchstens ${max} Zeichen).`,
  openNow: 'Das Team ist jetzt erreichbar.',
  nextOpen: (when: string) => `Das Team ist wieder erreichbar: ${when}`,
  neverOpen: 'Kein Zeitraum eingetragen: außerhalb der Öffnungszeiten ist es immer.',
  off: 'Öffnungszeiten sind aus: Tickets öffnen jederzeit.',
};
