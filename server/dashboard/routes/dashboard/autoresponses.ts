// Auto responses: list with search, create (text, embed or both; autoresponse-form.ts), edit
// (?edit=id: the same form, filled in; sent under the trigger it is saved as), delete by the URL-encoded
// trigger after a confirmation step. Each response shows in brief, one (?show=id) in full as the bot's
// message (loadSender).
import { z } from 'zod';
import { RowId, type AutoResponse, type DeletionResult } from '../../../contract/index.js';
import { fieldValue, type FormValues } from '../../../../views/lib/form-state.js';
import { successFlash } from '../../lib/flash.js';
import { formError } from '../../lib/form.js';
import { upstreamFailure } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { invalid, redirectTo } from '../define-route.js';
import { AutoResponsesPage, type AutoResponsesData } from '../../../../views/pages/AutoResponsesPage.js';
import { loadSender } from './message-preview.js';
import { lookOfResponse } from '../../../../views/components/AutoResponseMessage.js';
import { AutoResponseForm, Trigger, body, composed } from './autoresponse-form.js';

const StepQuery = z.object({
  form: z.literal('new').optional().catch(undefined),
  edit: RowId.optional().catch(undefined),
  show: RowId.optional().catch(undefined),
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
  if (toDelete) return { kind: 'delete', response: toDelete };
  return query.show ? { kind: 'show', id: query.show } : { kind: 'list' };
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
      // Sent back as typed, with the mention or the field row added: nothing is saved, nothing refused.
      if (input.intent === 'compose') return invalid(composed(values, input.compose), 200);
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
