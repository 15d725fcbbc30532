// The message of each broken rule a form's schema does not word itself, in the reader's language and
// naming the limit ('Höchstens 500 Zeichen'): a form never shows the validator's English
// ("Too big: expected string to have <=100 characters"). Rules with their own message keep it.
import type { z } from 'zod';
import type { Texts } from '../../views/i18n/texts.js';

export function formMessages({ validation: texts }: Texts): z.core.$ZodErrorMap {
  return (issue) => {
    switch (issue.code) {
      case 'too_big':
        if (issue.origin === 'string') return texts.tooLong(Number(issue.maximum));
        if (issue.origin === 'array' || issue.origin === 'set') return texts.tooManyEntries(Number(issue.maximum));
        return texts.tooBig(Number(issue.maximum));
      case 'too_small':
        if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? texts.required : texts.tooShort(Number(issue.minimum));
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
