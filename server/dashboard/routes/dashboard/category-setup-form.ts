// The category form's parts beyond its name and look, as the page sends them: the question slots
// (q1Label, q1Style…: a slot without a question's text is no question), the team's roles, the welcome
// and the Discord category; each field is checked by the contract's own rules and refused beside it. And
// what the form offers: the server's roles and Discord categories, the bot as the preview shows it.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listOf } from '../../lib/form.js';
import { CategoryInput, CategoryQuestion, lineText, LIMITS, rule } from '../../../contract/index.js';
import type { CategorySetupData } from '../../../../views/components/CategorySetup.js';
import { QUESTION_SLOTS, questionFieldName } from '../../../../views/components/CategoryQuestions.js';
import type { GuildRouteContext } from '../define-guild-route.js';
import { guildRights } from '../guild-rights.js';
import { unread } from './unread.js';
import { loadSender, withUserNames } from './message-preview.js';
import { shellUserOf } from '../../session/request-user.js';

const { shape: QUESTION } = CategoryQuestion;

/** A length as typed: empty is none, anything else must be a length the contract allows. */
const TypedLength = (schema: typeof QUESTION.minLength | typeof QUESTION.maxLength) =>
  z
    .string()
    .default('')
    .transform((value) => (value.trim() === '' ? undefined : Number(value.trim())))
    .pipe(schema);

/** Each slot's fields, with their rules (a slot's text may be empty: then it holds no question). */
const slotFields = Object.fromEntries(
  QUESTION_SLOTS.flatMap((slot) => [
    [questionFieldName(slot, 'label'), lineText(LIMITS.ticketQuestions.label).default('')],
    [questionFieldName(slot, 'style'), QUESTION.style.default('short')],
    [questionFieldName(slot, 'required'), z.literal('on').optional()],
    [questionFieldName(slot, 'placeholder'), z.string().default('').pipe(QUESTION.placeholder.unwrap())],
    [questionFieldName(slot, 'minLength'), TypedLength(QUESTION.minLength)],
    [questionFieldName(slot, 'maxLength'), TypedLength(QUESTION.maxLength)],
  ]),
);

export const setupFields = {
  ...(slotFields as Record<string, z.ZodType<string | number | undefined>>),
  staffRoleIds: listOf(CategoryInput.shape.staffRoleIds.unwrap()),
  welcomeMessage: CategoryInput.shape.welcomeMessage,
  discordCategoryId: z
    .string()
    .default('')
    .transform((value) => value || null)
    .pipe(CategoryInput.shape.discordCategoryId.unwrap()),
  basedOn: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .pipe(CategoryInput.shape.basedOn),
};

type SlotValues = Record<string, unknown>;
const slotOf = (values: SlotValues, slot: number) => ({
  label: values[questionFieldName(slot, 'label')] as string,
  style: values[questionFieldName(slot, 'style')] as 'short' | 'paragraph',
  required: values[questionFieldName(slot, 'required')] === 'on',
  placeholder: values[questionFieldName(slot, 'placeholder')] as string,
  minLength: values[questionFieldName(slot, 'minLength')] as number | undefined,
  maxLength: values[questionFieldName(slot, 'maxLength')] as number | undefined,
});

/** What a slot's fields say together: a placeholder or a length needs the question's text; min not above max. */
export function checkSlots(values: SlotValues, ctx: z.RefinementCtx): void {
  for (const slot of QUESTION_SLOTS) {
    const { label, placeholder, minLength, maxLength } = slotOf(values, slot);
    if (!label && (placeholder || minLength !== undefined || maxLength !== undefined))
      ctx.addIssue({ code: 'custom', input: label, ...rule('required', { path: [questionFieldName(slot, 'label')] }) });
    if (minLength !== undefined && maxLength !== undefined && minLength > maxLength)
      ctx.addIssue({
        code: 'custom',
        input: minLength,
        ...rule('lengthRange', { path: [questionFieldName(slot, 'minLength')] }),
      });
  }
}

/** The slots with a question, in order, as the contract keeps them. */
export function questionsOf(values: SlotValues): CategoryQuestion[] {
  return QUESTION_SLOTS.map((slot) => slotOf(values, slot))
    .filter((question) => question.label)
    .map(({ placeholder, minLength, maxLength, ...question }) => ({
      ...question,
      ...(placeholder ? { placeholder } : {}),
      ...(minLength !== undefined ? { minLength } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
    }));
}

/** A message of the opener's mention alone: what the welcome mentions of a user. */
const openerMention = (userId: string) => ({
  text: `<@${userId}>`,
  isEmbed: false,
  embedTitle: '',
  embedDescription: '',
  embedColor: null,
  extras: null,
});

/**
 * The viewer stands in for the opener the welcome mentions: by their name on the server, else (not on
 * it: a global admin) by their own, as Discord shows a member's mention, rather than as an unknown user.
 */
export const viewerNames = (request: FastifyRequest, userId: string): Record<string, string> => {
  const name = shellUserOf(request)?.username;
  return name ? { [userId]: name } : {};
};

/** What the form offers; nothing of it breaks the page: a list that could not be read says so. */
export async function loadCategorySetup(ctx: GuildRouteContext<unknown, unknown>): Promise<CategorySetupData> {
  const { api, guildId, request } = ctx;
  const [roles, discordCategories, sender, rights] = await Promise.all([
    api.discord.teamRoles({ guildId }).catch(unread(ctx, 'roles for a category team')),
    api.discord.categoryChannels({ guildId }).catch(unread(ctx, 'category channels for a category')),
    loadSender(ctx.app, api, guildId, [openerMention(ctx.user.id)], request.log),
    guildRights(request, api, guildId),
  ]);
  return {
    roles,
    discordCategories,
    sender: withUserNames(sender, viewerNames(request, ctx.user.id)),
    viewer: { userId: ctx.user.id, serverName: rights?.guild?.name ?? '' },
    language: request.language,
  };
}
