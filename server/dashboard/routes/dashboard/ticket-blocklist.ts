// The blocklist's part of the Ticket Kategorien page (categories.ts): what its loader reads beside the
// categories, and its forms' intents, plain HTML posts: block a role (picked) or a user (by id, with
// the name the team knows them by), and lift a block. Neither read breaks the page.
import { z } from 'zod';
import {
  LIMITS,
  SCREENS,
  Snowflake,
  TicketBlockInput,
  lineText,
  type DeletionResult,
} from '../../../contract/index.js';
import type { FormValues } from '../../../../views/lib/form-state.js';
import type { TicketBlocklistData } from '../../../../views/components/TicketBlocklistSection.js';
import { successFlash } from '../../lib/flash.js';
import { formError } from '../../lib/form.js';
import { refusalOr, upstreamFailure } from '../../lib/http-error.js';
import type { GuildRouteContext } from '../define-guild-route.js';
import { invalid, redirectTo, type ActionOutcome } from '../define-route.js';
import { guildRights, rightsAllow } from '../guild-rights.js';
import { unread } from './unread.js';

/** The two forms: a role from the select or a user's id typed (one of them), and the reason; or a lift. */
export const BlocklistForm = z.discriminatedUnion('intent', [
  z.strictObject({
    intent: z.literal('block'),
    roleId: Snowflake.or(z.literal('')).default(''),
    userId: z.string().trim().default(''),
    userName: lineText(LIMITS.name).default(''),
    reason: TicketBlockInput.shape.reason,
  }),
  z.strictObject({ intent: z.literal('unblock'), id: z.coerce.number().int().positive() }),
]);
type BlocklistForm = z.infer<typeof BlocklistForm>;

export async function loadTicketBlocklist(ctx: GuildRouteContext<unknown, unknown>): Promise<TicketBlocklistData> {
  const { api, guildId, request } = ctx;
  const manage = rightsAllow(await guildRights(request, api, guildId), SCREENS.ticketCategories.manage);
  const [entries, roles] = await Promise.all([
    api.ticketBlocklist.list({ guildId }).catch(unread(ctx, 'ticket blocklist')),
    manage ? api.discord.teamRoles({ guildId }).catch(unread(ctx, 'roles for the blocklist')) : null,
  ]);
  return { entries, roles, manage };
}

/** The entry's target, as the form gave it: a role (named as the guild names it) or a user; null when not exactly one. */
async function targetOf(ctx: GuildRouteContext<unknown, unknown>, input: Extract<BlocklistForm, { intent: 'block' }>) {
  if (input.roleId && !input.userId) {
    const roles = await ctx.api.discord.teamRoles({ guildId: ctx.guildId });
    const role = roles.find((entry) => entry.id === input.roleId);
    return { targetType: 'role' as const, targetId: input.roleId, targetName: role?.name ?? input.roleId };
  }
  if (input.userId && !input.roleId)
    return { targetType: 'user' as const, targetId: input.userId, targetName: input.userName || input.userId };
  return null;
}

/** Blocks or lifts: back to the page with a flash (a lift's offers its undo), or the form again with why. */
export async function changeTicketBlocklist(
  ctx: GuildRouteContext<unknown, unknown>,
  input: BlocklistForm,
  values: FormValues,
): Promise<ActionOutcome> {
  const { api, guildId, request, texts: catalogue } = ctx;
  const texts = catalogue.categories.blocklist;
  const back = `/dashboard/${guildId}/ticket-categories`;
  let deletion: DeletionResult | undefined;
  try {
    if (input.intent === 'block') {
      const target = await targetOf(ctx, input);
      if (!target) return invalid(formError(values, texts.chooseOne, 'roleId'));
      if (!Snowflake.safeParse(target.targetId).success) return invalid(formError(values, texts.badId, 'userId'));
      await api.ticketBlocklist.add({ guildId, body: { ...target, reason: input.reason } });
    } else deletion = await api.ticketBlocklist.remove({ guildId, entryId: input.id });
  } catch (caught) {
    const error = upstreamFailure(caught);
    request.log.warn({ err: error, intent: input.intent }, 'blocklist change failed');
    const text = refusalOr(error, catalogue, texts.failed[input.intent], { duplicate: texts.duplicate });
    if (input.intent === 'block') return invalid(formError(values, text), error.pageStatus);
    return redirectTo(back, { kind: 'error', text });
  }
  return redirectTo(back, successFlash(texts.done[input.intent], deletion));
}
