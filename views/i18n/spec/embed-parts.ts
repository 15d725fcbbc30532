// The auto response form's words for the mention picker and the embed's parts beyond title, description
// and colour.
export const SPEC_EMBED_PARTS = {
  /** The mention picker: the chosen channel, role or member goes into the text or the embed's description. */
  mentions: {
    legend: 'Erwähnung einfügen',
    into: 'Einfügen in',
    channel: 'Kanal',
    role: 'Rolle',
    member: 'Mitglied',
    insert: 'Einfügen',
    insertLabel: (what: string) => `Einfügen: ${what}`,
    none: 'Keine zur Auswahl',
  },
  /** Said under the text: with an embed, it stands above it. */
  textWithEmbed: 'Mit Embed steht der Text über dem Embed; leer lassen für das Embed allein.',
  embedParts: {
    url: 'Link des Titels',
    urlHint: 'Eine Adresse mit http:// oder https://',
    author: 'Autor',
    authorName: 'Name des Autors',
    authorUrl: 'Link des Autors',
    authorIcon: 'Bild des Autors (Adresse)',
    fields: 'Felder',
    field: (number: number) => `Feld ${number}`,
    fieldName: 'Name',
    fieldValue: 'Wert',
    fieldInline: 'Neben anderen Feldern',
    addField: 'Feld hinzufügen',
    image: 'Bild (Adresse)',
    thumbnail: 'Vorschaubild (Adresse)',
    footer: 'Fußzeile',
    footerText: 'Text der Fußzeile',
    footerIcon: 'Symbol der Fußzeile (Adresse)',
    timestamp: 'Zeitpunkt des Sendens zeigen',
  },
};
