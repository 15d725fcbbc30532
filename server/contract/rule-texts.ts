// The default wording of every rule the contract checks, and of zod's own checks (too long, required…):
// the bot API words the issues of a refused call with it, and it is the interface's default language
// too (views/i18n builds its default catalogue on it; German reads it as it is). The English wording is
// here as well, because two programs need it: the English catalogue, and the bot answering a member
// whose Discord speaks English. The error map that words an issue is here too, so a form, the bot API
// and the bot word a rule alike.
import { DEFAULT_COLOR, LIMITS } from './facts.js';
import type { z } from 'zod';
import { ruleOf, type RuleName } from './rules.js';

const REQUIRED = 'Pflichtfeld';

/** A broken rule that a form's schema does not word itself, naming its limit. */
export const VALIDATION_TEXTS = {
  tooLong: (max: number) => `Höchstens ${max} Zeichen`,
  tooManyEntries: (max: number) => `Höchstens ${max} Einträge`,
  tooBig: (max: number) => `Höchstens ${max}`,
  required: REQUIRED,
  tooShort: (min: number) => `Mindestens ${min} Zeichen`,
  tooFewEntries: (min: number) => `Mindestens ${min} Einträge`,
  tooSmall: (min: number) => `Mindestens ${min}`,
  pickOne: 'Bitte eine der angebotenen Möglichkeiten wählen',
  invalid: 'Ungültiger Wert',
  unknownFields: 'Das Formular enthält unbekannte Felder',
};

/** The contract's own rules, each worded once. */
export const RULE_TEXTS = {
  required: REQUIRED,
  discordId: `Muss eine Discord-ID sein (${LIMITS.discordId.min}–${LIMITS.discordId.max} Ziffern)`,
  control: 'Steuerzeichen sind nicht erlaubt',
  invisible: 'Muss mindestens ein sichtbares Zeichen enthalten',
  oneEmoji: 'Bitte genau ein Emoji eingeben (oder ein Server-Emoji wie <:name:id>)',
  serverEmoji:
    'Dieses Server-Emoji gibt es auf diesem Server nicht (mehr). Discord zeigt nur Emojis dieses Servers oder normale Emojis.',
  colour: `Bitte eine Farbe wie ${DEFAULT_COLOR} angeben`,
  pickColour: 'Bitte eine der Farben wählen',
  sortOrderWhole: 'Die Reihenfolge muss eine ganze Zahl sein',
  sortOrderNegative: 'Die Reihenfolge muss 0 oder größer sein',
  sortOrderTooBig: (max: number) => `Die Reihenfolge darf höchstens ${max} sein`,
  nameRequired: 'Name ist erforderlich',
  triggerRequired: 'Trigger ist erforderlich',
  responseRequired: 'Antwort ist erforderlich',
  responseOrEmbed: 'Antwort ist erforderlich (oder als Embed senden)',
  embedNeedsText: 'Ein Embed braucht einen Titel oder eine Beschreibung',
  embedColourOnlyForEmbeds: 'Eine Embed-Farbe gibt es nur für Embeds',
  lengthRange: 'Die Mindestlänge darf nicht größer als die Höchstlänge sein',
  embedTooLong: (max: number) =>
    `Ein Embed darf insgesamt höchstens ${max} Zeichen haben (Titel, Beschreibung, Felder, Fußzeile, Autor)`,
  httpUrl: 'Bitte eine Adresse angeben, die mit http:// oder https:// beginnt',
  fieldsRequired: 'Bitte alle Felder ausfüllen',
  choosePermission: 'Bitte mindestens eine Berechtigung wählen.',
  chooseRole: 'Bitte zuerst eine Rolle auswählen.',
  unknownField: 'Unbekanntes Feld',
  commandName: 'Muss ein Befehlsname sein (Buchstaben, Ziffern, _ und -)',
  allowedAndDenied: 'Ein Befehl kann nicht zugleich erlaubt und verboten sein',
  notificationsEmpty: 'Bitte Benachrichtigungsrollen oder den Schalter senden',
  oneDirection: 'Bitte nur eine Richtung angeben (vorher oder nachher)',
  transcriptCursor: 'Ungültige Position in der Transcript-Liste',
  ticketCursor: 'Ungültige Position in der Ticket-Liste',
  transferTarget: 'Bitte entweder eine Kategorie oder ein Teammitglied angeben',
  panelCategory: 'Diese Kategorie gibt es auf diesem Server nicht (mehr)',
  panelPlace: (max: number) => `Ein Platz auf dem Panel ist eine ganze Zahl von 1 bis ${max}`,
  transcriptJson: 'Das Transcript muss ein JSON-Objekt sein',
  transcriptDepth: (max: number) => `Das Transcript darf höchstens ${max} Ebenen tief verschachtelt sein`,
  transcriptMessages: (max: number) => `Ein Transcript darf höchstens ${max} Nachrichten enthalten`,
  calendarDate: 'Muss ein gültiges Datum sein (JJJJ-MM-TT)',
  searchWord: 'Bitte mindestens ein Wort eingeben',
  timeZone: 'Unbekannte Zeitzone: bitte eine aus der Liste wählen',
  openTicketsRange: (max: number) => `Bitte eine ganze Zahl von 1 bis ${max} angeben`,
  periodReversed: 'Das Ende des Zeitraums darf nicht vor seinem Anfang liegen',
  periodTooLong: (max: number) => `Ein Zeitraum darf höchstens ${max} Tage lang sein`,
  minutesRange: (max: number) => `Bitte eine ganze Zahl von 1 bis ${max} Minuten (30 Tage) angeben`,
  clockTime: 'Bitte eine Uhrzeit als HH:MM angeben (00:00 bis 24:00)',
  openingSpan: 'Das Ende muss nach dem Anfang liegen; bitte beide Zeiten angeben oder beide leer lassen',
  openingMessage: 'Bitte die Nachricht für die Zeit außerhalb der Öffnungszeiten angeben',
  settingKey: `Schlüssel: Buchstaben, Ziffern, _ . - (höchstens ${LIMITS.setting.key})`,
  settingBoolean: 'Wert muss true oder false sein',
  settingNumber: 'Wert muss eine Zahl sein',
  settingJson: 'Wert muss gültiges JSON sein',
} satisfies Record<RuleName, string | ((limit: number) => string)>;

/** A table worded in another language: the same keys, a text where it has a text, a function where it names a limit. */
type WordedAs<T> = { [K in keyof T]: T[K] extends string ? string : (limit: number) => string };

/** How one language words the rules: the shape of the two tables above. */
interface RuleWording {
  rules: Record<RuleName, string | ((limit: number) => string)>;
  validation: WordedAs<typeof VALIDATION_TEXTS>;
}

const ENGLISH_REQUIRED = 'Required';

/** The rules and checks in English. */
export const ENGLISH_RULE_WORDING: { rules: WordedAs<typeof RULE_TEXTS>; validation: RuleWording['validation'] } = {
  validation: {
    tooLong: (max: number) => `At most ${max} characters`,
    tooManyEntries: (max: number) => `At most ${max} entries`,
    tooBig: (max: number) => `At most ${max}`,
    required: ENGLISH_REQUIRED,
    tooShort: (min: number) => `At least ${min} characters`,
    tooFewEntries: (min: number) => `At least ${min} entries`,
    tooSmall: (min: number) => `At least ${min}`,
    pickOne: 'Please choose one of the options offered',
    invalid: 'Invalid value',
    unknownFields: 'The form contains unknown fields',
  },
  rules: {
    required: ENGLISH_REQUIRED,
    discordId: `Must be a Discord ID (${LIMITS.discordId.min}–${LIMITS.discordId.max} digits)`,
    control: 'Control characters are not allowed',
    invisible: 'Must contain at least one visible character',
    oneEmoji: 'Please enter exactly one emoji (or a server emoji like <:name:id>)',
    serverEmoji:
      'This server emoji does not exist on this server (any more). Discord only shows this server’s emojis or standard ones.',
    colour: `Please give a colour like ${DEFAULT_COLOR}`,
    pickColour: 'Please choose one of the colours',
    sortOrderWhole: 'The order must be a whole number',
    sortOrderNegative: 'The order must be 0 or more',
    sortOrderTooBig: (max: number) => `The order may be at most ${max}`,
    nameRequired: 'A name is required',
    triggerRequired: 'A trigger is required',
    responseRequired: 'A response is required',
    responseOrEmbed: 'A response is required (or send it as an embed)',
    embedNeedsText: 'An embed needs a title or a description',
    embedColourOnlyForEmbeds: 'Only embeds have a colour',
    lengthRange: 'The minimum length may not be above the maximum length',
    embedTooLong: (max: number) =>
      `An embed may have at most ${max} characters in all (title, description, fields, footer, author)`,
    httpUrl: 'Please give an address starting with http:// or https://',
    fieldsRequired: 'Please fill in all fields',
    choosePermission: 'Please choose at least one permission.',
    chooseRole: 'Please choose a role first.',
    unknownField: 'Unknown field',
    commandName: 'Must be a command name (letters, digits, _ and -)',
    allowedAndDenied: 'A command cannot be allowed and denied at once',
    notificationsEmpty: 'Please send notification roles or the switch',
    oneDirection: 'Please give one direction only (before or after)',
    transcriptCursor: 'Invalid position in the transcript list',
    ticketCursor: 'Invalid position in the ticket list',
    transferTarget: 'Please give either a category or a staff member',
    panelCategory: 'This category does not exist (any more) on this server',
    panelPlace: (max: number) => `A place on the panel is a whole number from 1 to ${max}`,
    transcriptJson: 'The transcript must be a JSON object',
    transcriptDepth: (max: number) => `The transcript may be nested at most ${max} levels deep`,
    transcriptMessages: (max: number) => `A transcript may hold at most ${max} messages`,
    calendarDate: 'Must be a real date (YYYY-MM-DD)',
    searchWord: 'Please enter at least one word',
    timeZone: 'Unknown time zone: please choose one from the list',
    openTicketsRange: (max: number) => `Please give a whole number from 1 to ${max}`,
    periodReversed: 'The end of the period cannot come before its start',
    periodTooLong: (max: number) => `A period can be at most ${max} days long`,
    minutesRange: (max: number) => `Please give a whole number of minutes from 1 to ${max} (30 days)`,
    clockTime: 'Please give a time as HH:MM (00:00 to 24:00)',
    openingSpan: 'The end must come after the start; please give both times or leave both empty',
    openingMessage: 'Please give the message for the time outside the opening hours',
    settingKey: `Key: letters, digits, _ . - (at most ${LIMITS.setting.key})`,
    settingBoolean: 'The value must be true or false',
    settingNumber: 'The value must be a number',
    settingJson: 'The value must be valid JSON',
  },
};

/** A contract rule in these words, with its limit where it has one. */
export function ruleText(wording: Pick<RuleWording, 'rules'>, name: RuleName, limit = 0): string {
  const text = wording.rules[name];
  return typeof text === 'function' ? text(limit) : text;
}

/** A zod error map that words every issue in these words: never the validator's English. */
export function ruleMessages(wording: RuleWording): z.core.$ZodErrorMap {
  const texts = wording.validation;
  return (issue) => {
    switch (issue.code) {
      case 'custom': {
        const broken = ruleOf(issue);
        return broken ? ruleText(wording, broken.name, broken.limit) : texts.invalid;
      }
      case 'too_big':
        if (issue.origin === 'string') return texts.tooLong(Number(issue.maximum));
        if (issue.origin === 'array' || issue.origin === 'set') return texts.tooManyEntries(Number(issue.maximum));
        return texts.tooBig(Number(issue.maximum));
      case 'too_small':
        if (issue.origin === 'string')
          return Number(issue.minimum) <= 1 ? texts.required : texts.tooShort(Number(issue.minimum));
        if (issue.origin === 'array' || issue.origin === 'set') return texts.tooFewEntries(Number(issue.minimum));
        return texts.tooSmall(Number(issue.minimum));
      case 'invalid_value':
        return issue.input === undefined ? texts.required : texts.pickOne;
      case 'invalid_type':
        return issue.input === undefined ? texts.required : texts.invalid;
      case 'unrecognized_keys':
        return texts.unknownFields;
      default:
        return texts.invalid;
    }
  };
}

/** The bot API's wording: the default one. */
export const API_RULE_MESSAGES = ruleMessages({ rules: RULE_TEXTS, validation: VALIDATION_TEXTS });
