// The message of each broken rule a form's schema does not word itself, in the reader's language and
// naming the limit ('Höchstens 500 Zeichen'): a form never shows the validator's English
// ("Too big: expected string to have <=100 characters"). The contract's own rules are worded by name
// (contract/rules.ts).
import type { z } from 'zod';
import { ruleOf, type RuleName } from '../../contract/index.js';
import type { Texts } from '../../../views/i18n/texts.js';

/** A contract rule in the reader's words, with its limit where it has one. */
export function ruleText(texts: Texts, name: RuleName, limit = 0): string {
  const text = texts.rules[name];
  return typeof text === 'function' ? text(limit) : text;
}

export function formMessages(catalogue: Texts): z.core.$ZodErrorMap {
  const texts = catalogue.validation;
  return (issue) => {
    switch (issue.code) {
      case 'custom': {
        const broken = ruleOf(issue);
        return broken ? ruleText(catalogue, broken.name, broken.limit) : texts.invalid;
      }
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
