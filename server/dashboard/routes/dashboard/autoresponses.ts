// Auto responses: list with search, create (plain text or embed; the colour only for embeds), delete by
// the URL-encoded trigger after a confirmation step.
import { z } from 'zod';
import {
  AutoResponseInput,
  DEFAULT_COLOR,
  HexColor,
  LIMITS,
  lineText,
  multilineText,
  rule,
} from '../../../contract/index.js';
import { formError } from '../../lib/form.js';
import { upstreamFailure } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { invalid, redirectTo } from '../define-route.js';
import { AutoResponsesPage, type AutoResponsesData } from '../../../../views/pages/AutoResponsesPage.js';

const CreateForm = z
  .strictObject({
    intent: z.literal('create'),
    trigger: AutoResponseInput.shape.trigger,
    response: AutoResponseInput.shape.response,
    isEmbed: z.literal('on').optional(),
    embedTitle: lineText(LIMITS.autoResponse.embedTitle).default(''),
    embedDescription: multilineText(LIMITS.autoResponse.embedDescription).default(''),
    embedColor: HexColor.default(DEFAULT_COLOR),
  })
  .refine((input) => input.isEmbed || input.response.length > 0, rule('responseOrEmbed', { path: ['response'] }))
  .refine(
    (input) => !input.isEmbed || input.embedTitle.length > 0 || input.embedDescription.length > 0,
    rule('embedNeedsText', { path: ['embedTitle'] }),
  );

const Trigger = z.string().max(LIMITS.autoResponse.trigger);
const AutoResponseForm = z.union([
  CreateForm,
  z.strictObject({ intent: z.literal('delete'), trigger: Trigger.min(1) }),
]);

export const autoResponsesRoute = defineGuildRoute({
  path: '/dashboard/:guildId/autoresponses',
  screen: 'autoResponses',
  query: z.object({
    q: Trigger.optional().catch(undefined),
    form: z.literal('new').optional().catch(undefined),
    delete: Trigger.optional(),
  }),
  title: 'autoResponses',
  loadErrorTitle: (texts) => texts.loadErrors.autoResponsesTitle,
  loadError: (texts) => texts.loadErrors.autoResponses,
  retryLabel: (texts) => texts.loadErrors.autoResponsesRetry,
  load: async (ctx): Promise<AutoResponsesData> => {
    const { guildId } = ctx;
    const responses = await ctx.api.autoResponses.list({ guildId });
    const posted = ctx.submitted?.intent;
    const toDelete = responses.find((response) => response.trigger_word === ctx.query.delete);
    const step: AutoResponsesData['step'] =
      posted === 'create' || ctx.query.form === 'new'
        ? { kind: 'new' }
        : toDelete
          ? { kind: 'delete', response: toDelete }
          : { kind: 'list' };
    return { guildId, responses, query: ctx.query.q ?? '', step };
  },
  view: AutoResponsesPage,
  action: {
    schema: AutoResponseForm,
    run: async ({ api, guildId, request, texts: { autoResponses: texts } }, input, values) => {
      const back = `/dashboard/${guildId}/autoresponses`;
      if (input.intent === 'delete') {
        try {
          await api.autoResponses.remove({ guildId, key: input.trigger });
        } catch (error) {
          upstreamFailure(error);
          return redirectTo(back, { kind: 'error', text: texts.notDeleted });
        }
        return redirectTo(back, { kind: 'success', text: texts.deleted });
      }
      const embed = input.isEmbed === 'on';
      try {
        await api.autoResponses.create({
          guildId,
          body: {
            trigger: input.trigger,
            response: input.response,
            isEmbed: embed,
            embedTitle: embed ? input.embedTitle || null : null,
            embedDescription: embed ? input.embedDescription || null : null,
            // The colour is sent only for embeds (plain replies have none), as an integer, Discord's form.
            ...(embed ? { embedColor: Number.parseInt(input.embedColor.slice(1), 16) } : {}),
            guildId,
          },
        });
      } catch (caught) {
        const error = upstreamFailure(caught);
        request.log.warn({ err: error }, 'auto response not created');
        return invalid(formError(values, error.status === 409 ? texts.duplicate : texts.notCreated), error.pageStatus);
      }
      return redirectTo(back, { kind: 'success', text: texts.created });
    },
  },
});
