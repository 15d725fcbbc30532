// Auto responses: list with search, create (plain text or embed; the colour only for embeds), edit
// (?edit=id: the same form, filled in; sent under the trigger it is saved as), delete by the URL-encoded
// trigger after a confirmation step. Each response shows as the bot's message (loadSender).
import { z } from 'zod';
import {
  AutoResponseInput,
  DEFAULT_COLOR,
  HexColor,
  LIMITS,
  RowId,
  lineText,
  multilineText,
  rule,
  type AutoResponse,
  type DeletionResult,
} from '../../../contract/index.js';
import { fieldValue, type FormValues } from '../../../../views/lib/form-state.js';
import { successFlash } from '../../lib/flash.js';
import { formError } from '../../lib/form.js';
import { upstreamFailure } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { invalid, redirectTo } from '../define-route.js';
import { AutoResponsesPage, type AutoResponsesData } from '../../../../views/pages/AutoResponsesPage.js';
import { loadSender } from './autoresponse-preview.js';
import { lookOfResponse } from '../../../../views/components/AutoResponseMessage.js';

const Trigger = z.string().max(LIMITS.autoResponse.trigger);

const fields = {
  trigger: AutoResponseInput.shape.trigger,
  response: AutoResponseInput.shape.response,
  isEmbed: z.literal('on').optional(),
  embedTitle: lineText(LIMITS.autoResponse.embedTitle).default(''),
  embedDescription: multilineText(LIMITS.autoResponse.embedDescription).default(''),
  embedColor: HexColor.default(DEFAULT_COLOR),
};

/** The create and the edit form: the same fields and rules, each with its intent (an edit names the trigger it is saved under). */
function checked<S extends z.ZodType<z.output<z.ZodObject<typeof fields>>>>(schema: S): S {
  return schema
    .refine((input) => input.isEmbed || input.response.length > 0, rule('responseOrEmbed', { path: ['response'] }))
    .refine(
      (input) => !input.isEmbed || input.embedTitle.length > 0 || input.embedDescription.length > 0,
      rule('embedNeedsText', { path: ['embedTitle'] }),
    );
}

const AutoResponseForm = z.discriminatedUnion('intent', [
  checked(z.strictObject({ intent: z.literal('create'), ...fields })),
  checked(z.strictObject({ intent: z.literal('update'), key: Trigger.min(1), ...fields })),
  z.strictObject({ intent: z.literal('delete'), trigger: Trigger.min(1) }),
]);
type SavedForm = Exclude<z.infer<typeof AutoResponseForm>, { intent: 'delete' }>;

/** What the bot API is sent for a form: the embed's parts only for an embed, the colour as an integer, Discord's form. */
function body(guildId: string, input: SavedForm) {
  const embed = input.isEmbed === 'on';
  return {
    trigger: input.trigger,
    response: input.response,
    isEmbed: embed,
    embedTitle: embed ? input.embedTitle || null : null,
    embedDescription: embed ? input.embedDescription || null : null,
    ...(embed ? { embedColor: Number.parseInt(input.embedColor.slice(1), 16) } : {}),
    guildId,
  };
}

const StepQuery = z.object({
  form: z.literal('new').optional().catch(undefined),
  edit: RowId.optional().catch(undefined),
  delete: Trigger.optional(),
});

/**
 * Which step the page shows: a form that failed again, whatever the URL says (an edit under the trigger
 * it was sent for, its saved values null when it is gone since), else the URL's.
 */
function stepOf(
  submitted: FormValues | null,
  query: z.infer<typeof StepQuery>,
  responses: AutoResponse[],
): AutoResponsesData['step'] {
  const key = fieldValue(submitted ?? undefined, 'key');
  const posted = fieldValue(submitted ?? undefined, 'intent');
  const saved = (find: (response: AutoResponse) => boolean) => responses.find(find) ?? null;
  if (posted === 'update' && key) return { kind: 'edit', key, response: saved((r) => r.trigger_word === key) };
  if (posted === 'create' || query.form === 'new') return { kind: 'new' };
  const edited = saved((response) => response.id === query.edit);
  if (edited) return { kind: 'edit', key: edited.trigger_word, response: edited };
  const toDelete = saved((response) => response.trigger_word === query.delete);
  return toDelete ? { kind: 'delete', response: toDelete } : { kind: 'list' };
}

export const autoResponsesRoute = defineGuildRoute({
  path: '/dashboard/:guildId/autoresponses',
  screen: 'autoResponses',
  query: StepQuery.extend({ q: Trigger.optional().catch(undefined) }),
  title: 'autoResponses',
  loadErrorTitle: (texts) => texts.loadErrors.autoResponsesTitle,
  loadError: (texts) => texts.loadErrors.autoResponses,
  retryLabel: (texts) => texts.loadErrors.autoResponsesRetry,
  load: async (ctx): Promise<AutoResponsesData> => {
    const { guildId } = ctx;
    const responses = await ctx.api.autoResponses.list({ guildId });
    // After the list: the preview names the users its responses mention.
    const sender = await loadSender(ctx.app, ctx.api, guildId, responses.map(lookOfResponse), ctx.request.log);
    return { guildId, responses, query: ctx.query.q ?? '', step: stepOf(ctx.submitted, ctx.query, responses), sender };
  },
  view: AutoResponsesPage,
  action: {
    schema: AutoResponseForm,
    run: async ({ api, guildId, request, texts: { autoResponses: texts } }, input, values) => {
      const back = `/dashboard/${guildId}/autoresponses`;
      if (input.intent === 'delete') {
        let deletion: DeletionResult;
        try {
          deletion = await api.autoResponses.remove({ guildId, key: input.trigger });
        } catch (error) {
          upstreamFailure(error);
          return redirectTo(back, { kind: 'error', text: texts.notDeleted });
        }
        return redirectTo(back, successFlash(texts.deleted, deletion));
      }
      const created = input.intent === 'create';
      try {
        if (input.intent === 'create') await api.autoResponses.create({ guildId, body: body(guildId, input) });
        else await api.autoResponses.update({ guildId, key: input.key, body: body(guildId, input) });
      } catch (caught) {
        const error = upstreamFailure(caught);
        request.log.warn({ err: error, intent: input.intent }, 'auto response not saved');
        const failed = created ? texts.notCreated : texts.notSaved;
        return invalid(formError(values, error.status === 409 ? texts.duplicate : failed), error.pageStatus);
      }
      return redirectTo(back, { kind: 'success', text: created ? texts.created : texts.saved });
    },
  },
});
