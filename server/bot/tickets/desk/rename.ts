// /ticket rename: staff with tickets.manage give a ticket's channel a new name, said in the channel.
// The name is made what Discord's own rename makes of a text channel's name: lower case, a dash for each
// run of spaces, without the punctuation Discord drops (only "-" and "_" stay), no dash at either end or
// twice in a row, and at most Discord's length. A name with nothing left is refused before anything changes.
import { LIMITS } from '../../../contract/facts.js';
import { finishAnswer } from '../answers.js';
import { noticeRenamed } from '../notices.js';
import { actorOf, type DeskDeps, type DeskVisit, ticketHere } from '../visit.js';

/** ASCII punctuation but the dash and the underscore, which Discord keeps in a text channel's name. */
const DROPPED = /[!"#$%&'()*+,./:;<=>?@[\\\]^`{|}~]/g;

/** The longest start of `text` within `max` UTF-16 units, never cutting a character in two. */
function cut(text: string, max: number): string {
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept;
}

/** The channel name Discord makes of what the member typed; '' when nothing of it may stay. */
export function channelNameOf(typed: string): string {
  const name = typed
    .toLowerCase()
    .replace(DROPPED, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cut(name, LIMITS.channelName).replace(/-+$/, '');
}

/**
 * Renames the channel of the ticket here, in place of "thinking…" (the route has checked the name and the
 * right); the history keeps the names before and after, and the team is told.
 */
export async function renameTicketIn(deps: DeskDeps, visit: DeskVisit, name: string): Promise<void> {
  const { discord, texts, guildId } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  const from = visit.channelName ?? '';
  await discord.channels.edit(visit.channelId, { name });
  await deps.api.bot.renameTicket({ guildId, ticketId: ticket.id, body: { ...actorOf(visit), from, to: name } });
  await finishAnswer(discord, visit.asked, texts.tickets.renamed(`<@${visit.member.user.id}>`, name));
  await noticeRenamed(deps, visit, ticket, name);
}
