// The category form's parts beyond name and look: the questions, the team, the welcome, the Discord category.

export const SPEC_CATEGORY_SETUP = {
  questions: 'Fragen',
  questionsHint: (max: number) =>
    `Bis zu ${max} Fragen: Das Formular in Discord stellt sie beim Öffnen eines Tickets. Ohne Fragen fragt es nach einem optionalen Grund.`,
  question: (number: number) => `Frage ${number}`,
  addQuestion: (number: number) => `Frage ${number} hinzufügen`,
  label: 'Frage',
  labelHint: 'Leer lassen, um die Frage zu entfernen.',
  style: 'Antwort',
  short: 'Kurz (eine Zeile)',
  paragraph: 'Lang (Absatz)',
  required: 'Pflichtfrage',
  placeholder: 'Platzhalter',
  minLength: 'Mindestlänge',
  maxLength: 'Höchstlänge',
  team: 'Team',
  teamHint:
    'Nur diese Rollen sehen und bearbeiten die Tickets dieser Kategorie, dazu wer „Tickets verwalten“ hat, der Serverbesitzer und Administratoren. Keine gewählt: das Ticket-Team des Servers.',
  roleGone: '(nicht gefunden)',
  rolesGone:
    'Rollen, die es in Discord nicht mehr gibt, werden übersprungen. Entferne den Haken, um sie aus dem Team zu nehmen.',
  rolesUnread: 'Die Rollen des Servers konnten nicht geladen werden.',
  noRoles: 'Der Server hat keine Rollen, die ein Team sein können.',
  welcome: 'Begrüßung',
  welcomeHint:
    'Markdown. {user} erwähnt den Ersteller, {category} und {server} stehen für die Namen. Leer: die Begrüßung des Bots.',
  preview: 'Vorschau',
  previewAnswer: '…',
  discordCategory: 'Kategorie in Discord',
  discordCategoryDefault: 'Wie in den Einstellungen',
  discordCategoryHint: 'Ist sie voll oder gelöscht, gilt die Einstellung des Servers.',
  discordCategoryGone: 'Diese Kategorie gibt es in Discord nicht mehr: Die Einstellung des Servers gilt.',
  categoriesUnread: 'Die Kategorien in Discord konnten nicht geladen werden.',
  failed: 'Die Kategorie wurde nicht gespeichert',
  changedSince: (who: string, when: string, fields: string) =>
    `${who} hat die Kategorie am ${when} geändert (${fields}). Deine Eingaben sind noch da: Speichere erneut, um sie darüberzuschreiben.`,
};
