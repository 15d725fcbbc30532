// A ticket category's questions: what the bot's open form asks when a ticket of the category opens.
import { z } from 'zod';
import { lineText } from './common.js';
import { LIMITS } from './facts.js';
import { rule } from './rules.js';

const { ticketQuestions: QUESTION } = LIMITS;
const FieldLength = z.number().int().min(0).max(QUESTION.length);

/**
 * One question of a category, asked as one text input of the bot's form when a ticket of it opens
 * (Discord's limits: a label of 1 to 45, a placeholder of 100, lengths up to 4,000, min not above max).
 */
export const CategoryQuestion = z
  .strictObject({
    label: lineText(QUESTION.label, 'required'),
    style: z.enum(['short', 'paragraph']),
    required: z.boolean(),
    placeholder: lineText(QUESTION.placeholder).optional(),
    minLength: FieldLength.optional(),
    maxLength: FieldLength.min(1).optional(),
  })
  .refine(
    (question) => (question.minLength ?? 0) <= (question.maxLength ?? QUESTION.length),
    rule('lengthRange', { path: ['minLength'] }),
  );
export type CategoryQuestion = z.infer<typeof CategoryQuestion>;

/** A category's questions: no more than one form holds. */
export const CategoryQuestions = z.array(CategoryQuestion).max(QUESTION.count);
