// Ticket categories: list (with inactive ones), create, edit, activate/deactivate (only isActive is
// sent), delete after a confirmation step; and below the list the ticket panels (ticket-panel.ts; a
// panel's form a step of its own) and the blocklist (ticket-blocklist.ts).
import { z } from 'zod';
import {
  CATEGORY_COLORS,
  CategoryInput,
  DEFAULT_CATEGORY_EMOJI,
  RowId,
  isOneEmoji,
  rule,
  type DeletionResult,
} from '../../../contract/index.js';
import { successFlash } from '../../lib/flash.js';
import { formError } from '../../lib/form.js';
import { ruleText } from '../../lib/form-messages.js';
import { brokenRule } from '../../lib/refusal-messages.js';
import { upstreamFailure, refusalOr } from '../../lib/http-error.js';
import { defineGuildRoute } from '../define-guild-route.js';
import { invalid, redirectTo } from '../define-route.js';
import { CategoriesPage, type CategoriesData, type CategoryStep } from '../../../../views/pages/CategoriesPage.js';
import {
  deleteTicketPanel,
  loadTicketPanel,
  PanelDeleteForm,
  PanelForm,
  PanelStep,
  sendTicketPanel,
} from './ticket-panel.js';
import { checkSlots, loadCategorySetup, questionsOf, setupFields } from './category-setup-form.js';
import { changedSince } from './category-changed.js';
import { BlocklistForm, changeTicketBlocklist, loadTicketBlocklist } from './ticket-blocklist.js';

const step = z.object({
  form: z.literal('new').optional(),
  edit: RowId.optional(),
  delete: RowId.optional(),
  panel: PanelStep,
});

/**
 * Non-numeric sort orders (an empty field included) become 0, the first place; a number that is not
 * whole ('1.5', also written '1,5') is refused, as are negative ones: the contract's rules and messages.
 */
const SortOrder = z
  .string()
  .transform((value) => {
    const text = value.trim().replace(',', '.');
    const number = Number(text);
    return text !== '' && Number.isFinite(number) ? number : 0;
  })
  .pipe(CategoryInput.shape.sortOrder.unwrap());

/** A preset, or 'custom' with the one emoji typed beside it (left empty: the default). */
const EmojiChoice = z.string().refine((value) => value === 'custom' || isOneEmoji(value), rule('oneEmoji'));
const CustomEmoji = z
  .string()
  .trim()
  .refine((value) => value === '' || isOneEmoji(value), rule('oneEmoji'));

const fields = {
  name: CategoryInput.shape.name,
  description: CategoryInput.shape.description,
  emoji: EmojiChoice.default(DEFAULT_CATEGORY_EMOJI),
  customEmoji: CustomEmoji.optional(),
  color: z.string().refine((value) => CATEGORY_COLORS.includes(value.toUpperCase()), rule('pickColour')),
  sortOrder: SortOrder.default(0),
};

const CategoryForm = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('create'), ...fields, ...setupFields }).superRefine(checkSlots),
  z.strictObject({ intent: z.literal('update'), id: RowId, ...fields, ...setupFields }).superRefine(checkSlots),
  z.strictObject({ intent: z.literal('toggle'), id: RowId, isActive: z.enum(['true', 'false']) }),
  z.strictObject({ intent: z.literal('delete'), id: RowId }),
  PanelForm,
  PanelDeleteForm,
  ...BlocklistForm.options,
]);
type CategoryForm = z.infer<typeof CategoryForm>;

function body(input: Extract<CategoryForm, { intent: 'create' | 'update' }>) {
  const emoji = input.emoji === 'custom' ? input.customEmoji || DEFAULT_CATEGORY_EMOJI : input.emoji;
  return {
    name: input.name,
    description: input.description,
    emoji,
    color: input.color.toUpperCase(),
    sortOrder: input.sortOrder,
    questions: questionsOf(input),
    staffRoleIds: input.staffRoleIds,
    welcomeMessage: input.welcomeMessage,
    discordCategoryId: input.discordCategoryId,
    ...(input.basedOn ? { basedOn: input.basedOn } : {}),
  };
}

/** Where the form shows an emoji's refusal: beside the typed one, or beside the choices. */
const emojiField = (input: { emoji: string }) => (input.emoji === 'custom' ? 'customEmoji' : 'emoji');

export const categoriesRoute = defineGuildRoute({
  path: '/dashboard/:guildId/ticket-categories',
  screen: 'ticketCategories',
  query: step,
  title: 'ticketCategories',
  loadError: (texts) => texts.loadErrors.ticketCategories,
  load: async (ctx): Promise<CategoriesData> => {
    const { guildId } = ctx;
    const [categories, panel, blocklist] = await Promise.all([
      ctx.api.categories.list({ guildId, query: { includeInactive: true } }),
      loadTicketPanel(ctx, ctx.query.panel),
      loadTicketBlocklist(ctx),
    ]);
    const find = (id: number | undefined) => categories.find((category) => category.id === id);
    const edit = find(ctx.query.edit);
    const remove = find(ctx.query.delete);
    // A failed create/update re-renders with the form open, whatever the URL says.
    const intent = ctx.submitted?.intent;
    const editId = Number(ctx.submitted?.id);
    let current: CategoryStep = { kind: 'list' };
    if (intent === 'create' || ctx.query.form === 'new') current = { kind: 'new' };
    else if (intent === 'update' && find(editId)) current = { kind: 'edit', category: find(editId)! };
    else if (edit) current = { kind: 'edit', category: edit };
    else if (remove) current = { kind: 'delete', category: remove };
    const setup = current.kind === 'new' || current.kind === 'edit' ? await loadCategorySetup(ctx) : null;
    return { guildId, categories, step: current, panel, blocklist, cdnBase: ctx.app.config.discord.cdnBase, setup };
  },
  view: CategoriesPage,
  action: {
    schema: CategoryForm,
    run: async (ctx, input, values) => {
      if (input.intent === 'panel') return sendTicketPanel(ctx, input, values);
      if (input.intent === 'panel-delete') return deleteTicketPanel(ctx, input);
      if (input.intent === 'block' || input.intent === 'unblock') return changeTicketBlocklist(ctx, input, values);
      const { api, guildId, request, texts: catalogue } = ctx;
      const texts = catalogue.categories;
      let deletion: DeletionResult | undefined;
      try {
        if (input.intent === 'create') await api.categories.create({ guildId, body: body(input) });
        if (input.intent === 'update')
          await api.categories.update({ guildId, categoryId: input.id, body: body(input) });
        if (input.intent === 'toggle')
          await api.categories.update({ guildId, categoryId: input.id, body: { isActive: input.isActive === 'true' } });
        if (input.intent === 'delete') deletion = await api.categories.remove({ guildId, categoryId: input.id });
      } catch (caught) {
        const error = upstreamFailure(caught);
        if (error.status === 409 && (error.code ?? 'duplicate') === 'duplicate')
          return invalid(formError(values, texts.duplicate, 'name'), 409);
        if (error.code === 'changed_since') return invalid(await changedSince(ctx, values, error.body), 409);
        request.log.warn({ err: error, intent: input.intent }, 'category change failed');
        // Other refusals are logged, and shown too: a user who pressed a button deserves a sentence.
        if (input.intent === 'create' || input.intent === 'update') {
          // An emoji only Discord could judge (a custom one not of this server): said beside the emoji.
          const emoji = error.status === 400 ? brokenRule(error.body, 'body.emoji') : null;
          if (emoji)
            return invalid(formError(values, ruleText(catalogue, emoji.name, emoji.limit), emojiField(input)), 400);
          return invalid(formError(values, refusalOr(error, catalogue, texts.notSaved)), error.pageStatus);
        }
        return redirectTo(`/dashboard/${guildId}/ticket-categories`, {
          kind: 'error',
          text: refusalOr(error, catalogue, texts.notChanged),
        });
      }
      return redirectTo(`/dashboard/${guildId}/ticket-categories`, successFlash(texts.flash[input.intent], deletion));
    },
  },
});
