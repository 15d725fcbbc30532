// The default wording of every rule the contract checks, and of zod's own checks (too long, required…):
// the bot API words the issues of a refused call with it, and it is the interface's default language
// too (views/i18n builds its default catalogue on it; the other languages word the same rules their way).
// The error map that words an issue is here as well, so a form and the bot API word a rule alike.
import { LIMITS } from './facts.js';
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
  colour: 'Bitte eine Farbe wie #5865F2 angeben',
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
  fieldsRequired: 'Bitte alle Felder ausfüllen',
  choosePermission: 'Bitte mindestens eine Berechtigung wählen.',
  chooseRole: 'Bitte zuerst eine Rolle auswählen.',
  unknownField: 'Unbekanntes Feld',
  commandName: 'Muss ein Befehlsname sein (Buchstaben, Ziffern, _ und -)',
  allowedAndDenied: 'Ein Befehl kann nicht zugleich erlaubt und verboten sein',
  notificationsEmpty: 'Bitte Benachrichtigungsrollen oder den Schalter senden',
  oneDirection: 'Bitte nur eine Richtung angeben (vorher oder nachher)',
  transcriptCursor: 'Ungültige Position in der Transcript-Liste',
  transcriptJson: 'Das Transcript muss ein JSON-Objekt sein',
  transcriptDepth: (max: number) => `Das Transcript darf höchstens ${max} Ebenen tief verschachtelt sein`,
  transcriptMessages: (max: number) => `Ein Transcript darf höchstens ${max} Nachrichten enthalten`,
  calendarDate: 'Muss ein gültiges Datum sein (JJJJ-MM-TT)',
  searchWord: 'Bitte mindestens ein Wort eingeben',
  timeZone: 'Unbekannte Zeitzone: bitte eine aus der Liste wählen',
  openTicketsRange: (max: number) => `Bitte eine ganze Zahl von 1 bis ${max} angeben`,
  settingKey: `Schlüssel: Buchstaben, Ziffern, _ . - (höchstens ${LIMITS.setting.key})`,
  settingBoolean: 'Wert muss true oder false sein',
  settingNumber: 'Wert muss eine Zahl sein',
  settingJson: 'Wert muss gültiges JSON sein',
} satisfies Record<RuleName, string | ((limit: number) => string)>;

/** How one language words the rules: the shape of the two tables above. */
interface RuleWording {
  rules: Record<RuleName, string | ((limit: number) => string)>;
  validation: {
    [K in keyof typeof VALIDATION_TEXTS]: (typeof VALIDATION_TEXTS)[K] extends string
      ? string
      : (limit: number) => string;
  };
}

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
