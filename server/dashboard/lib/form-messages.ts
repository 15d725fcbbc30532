// The message of each broken rule a form's schema does not word itself, in the reader's language and
// naming the limit ('Höchstens 500 Zeichen'): a form never shows the validator's English ("Too big:
// expected string to have <=100 characters"). The error map is the contract's; the words are the
// reader's catalogue's.
import type { z } from 'zod';
import { ruleMessages, ruleText as wordRule } from '../../contract/rule-texts.js';
import type { RuleName } from '../../contract/index.js';
import type { Texts } from '../../../views/i18n/texts.js';

/** A contract rule in the reader's words, with its limit where it has one. */
export const ruleText = (texts: Texts, name: RuleName, limit = 0): string => wordRule(texts, name, limit);

export const formMessages = (catalogue: Texts): z.core.$ZodErrorMap => ruleMessages(catalogue);
