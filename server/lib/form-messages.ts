// The message of each broken rule a form's schema does not word itself, in the interface's language and
// naming the limit ('Höchstens 500 Zeichen'): a form never shows the validator's English
// ("Too big: expected string to have <=100 characters"). Rules with their own message keep it.
import type { z } from 'zod';
import { TEXT_MESSAGES } from '../contract/index.js';

export const formMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string') return TEXT_MESSAGES.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return `Höchstens ${issue.maximum} Einträge`;
      return `Höchstens ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Pflichtfeld' : `Mindestens ${issue.minimum} Zeichen`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Mindestens ${issue.minimum} Einträge`;
      return `Mindestens ${issue.minimum}`;
    case 'invalid_value':
      return issue.input === undefined ? 'Pflichtfeld' : 'Bitte eine der angebotenen Möglichkeiten wählen';
    case 'invalid_type':
      return issue.input === undefined ? 'Pflichtfeld' : 'Ungültiger Wert';
    case 'unrecognized_keys':
      return 'Das Formular enthält unbekannte Felder';
    default:
      return 'Ungültiger Wert';
  }
};
