// /ticket transfer: with `category`, staff with tickets.manage move a ticket to another active ticket
// category of the server (its number stays; its channel follows, move.ts); with `member`, its claimer or
// staff with tickets.manage hand its claim to another staff member. Said in the channel and to the team,
// in the history as the mover's change. A transfer the bot can refuse from what it holds (neither option
// or both, a category that is not an active one, someone who is not staff) is refused before anything is
// asked; a category deleted meanwhile is refused by the bot API, and nothing changes.
import type { APIChatInputApplicationCommandGuildInteraction } from 'discord-api-types/v10';
import { UpstreamError } from '../../../contract/client.js';
import type { TicketCategory } from '../../../contract/config.js';
import type { Ticket } from '../../../contract/guild.js';
import { answerPrivately, finishAnswer } from '../answers.js';
import { noticeHanded, noticeMoved } from '../notices.js';
import { activeCategoryList, categoryNamed } from '../opening/categories.js';
import { mayOnDashboard } from '../staff.js';
import { actorOf, type DeskDeps, type DeskVisit, refusalWithout, ticketHere } from '../visit.js';
import { restrictToClaimer } from './claim.js';
import { showClaimed } from './claim-button.js';
import { followMove } from './move.js';

/** Where a ticket is to go: another category, or another staff member (with the name Discord shows). */
export type TransferTarget = { category: TicketCategory } | { member: { userId: string; username: string } };

const labelOf = (category: TicketCategory) => `${category.emoji} ${category.name}`.trim();

/** The staff member named, from the interaction's resolved member; a refusal when they are not staff. */
function memberTarget(
  visit: DeskVisit,
  interaction: APIChatInputApplicationCommandGuildInteraction,
  userId: string,
): TransferTarget | string {
  const member = interaction.data.resolved?.members?.[userId];
  const user = interaction.data.resolved?.users?.[userId];
  const staff =
    member !== undefined &&
    mayOnDashboard(
      visit.setup.config,
      visit.facts?.ownerId ?? null,
      { userId, roleIds: member.roles, permissions: BigInt(member.permissions) },
      'tickets.view',
    );
  if (!staff || !user) return visit.texts.tickets.notStaff(`<@${userId}>`);
  return { member: { userId, username: user.global_name ?? user.username } };
}

/**
 * What /ticket transfer asks for, from its options, or the refusal of it: exactly one of `category` (an
 * active category, for staff with tickets.manage) and `member` (staff).
 */
export function transferTarget(
  visit: DeskVisit,
  interaction: APIChatInputApplicationCommandGuildInteraction,
  options: Map<string, string>,
): TransferTarget | string {
  const words = visit.texts.tickets;
  const named = options.get('category');
  const userId = options.get('member');
  if ((named === undefined) === (userId === undefined)) return words.transferNeedsOne;
  if (userId !== undefined) return memberTarget(visit, interaction, userId);
  const category = categoryNamed(visit.setup.config, named!);
  if (!category) {
    const offered = activeCategoryList(visit.setup.config);
    return offered ? words.unknownCategory(offered) : words.noCategoryToMove;
  }
  return refusalWithout(visit, 'tickets.manage') ?? { category };
}

/** The ticket moved to the category, or null after telling the member it is gone (nothing changed then). */
async function recordMove(deps: DeskDeps, visit: DeskVisit, ticket: Ticket, category: TicketCategory) {
  try {
    return await deps.api.bot.transferTicket({
      guildId: visit.guildId,
      ticketId: ticket.id,
      body: { ...actorOf(visit), categoryId: category.id },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status !== 404) throw error;
    await answerPrivately(visit.discord, visit.asked, visit.texts.tickets.categoryGone);
    return null;
  }
}

async function moveTo(deps: DeskDeps, visit: DeskVisit, ticket: Ticket, category: TicketCategory): Promise<void> {
  const words = visit.texts.tickets;
  if (ticket.category_id === category.id)
    return void (await answerPrivately(visit.discord, visit.asked, words.sameCategory));
  const moved = await recordMove(deps, visit, ticket, category);
  if (!moved) return;
  await followMove(deps, visit, ticket, moved);
  await finishAnswer(visit.discord, visit.asked, words.movedTo(`<@${visit.member.user.id}>`, labelOf(category)));
  await noticeMoved(deps, visit, moved, labelOf(category));
}

async function handTo(deps: DeskDeps, visit: DeskVisit, ticket: Ticket, to: { userId: string; username: string }) {
  const words = visit.texts.tickets;
  const refusal =
    ticket.claimed_by === to.userId
      ? words.alreadyTheirs(`<@${to.userId}>`)
      : ticket.claimed_by === visit.member.user.id
        ? null
        : refusalWithout(visit, 'tickets.manage');
  if (refusal) return void (await answerPrivately(visit.discord, visit.asked, refusal));
  const handed = await deps.api.bot.transferTicket({
    guildId: visit.guildId,
    ticketId: ticket.id,
    body: { ...actorOf(visit), claimer: to },
  });
  if (visit.setup.config.ticketSettings.claimerOnly) await restrictToClaimer(deps, visit, ticket, to.userId);
  await finishAnswer(visit.discord, visit.asked, words.handedTo(`<@${visit.member.user.id}>`, `<@${to.userId}>`));
  await showClaimed(deps, visit, true);
  await noticeHanded(deps, visit, handed);
}

/** /ticket transfer in a ticket's channel, in place of "thinking…"; the route has refused what it could. */
export async function transferTicketIn(deps: DeskDeps, visit: DeskVisit, target: TransferTarget): Promise<void> {
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  await ('category' in target
    ? moveTo(deps, visit, ticket, target.category)
    : handTo(deps, visit, ticket, target.member));
}
