// /ticket add and /ticket remove: staff with tickets.add_users or tickets.remove_users let a member into
// a ticket's channel or take their way in away; the opener stays. Said in the channel, pinging nobody.
import type { TypedBotApi } from '../../contract/client.js';
import { answerPrivately } from './answers.js';
import { letIn, letOut } from './channels.js';
import { type DeskVisit, mayManage, ticketHere } from './visit.js';

export async function changeMembers(
  api: TypedBotApi,
  visit: DeskVisit,
  userId: string,
  adding: boolean,
): Promise<void> {
  const { discord, texts } = visit;
  const ticket = await ticketHere(api, visit);
  if (!ticket) return;
  if (!mayManage(visit, adding ? 'tickets.add_users' : 'tickets.remove_users'))
    return void (await answerPrivately(discord, visit.asked, texts.tickets.mayNotManage));
  if (!adding && userId === ticket.user_id)
    return void (await answerPrivately(discord, visit.asked, texts.tickets.openerStays));
  await (adding ? letIn : letOut)(discord, visit.channelId, userId);
  await discord.interactions.reply(visit.asked.id, visit.asked.token, {
    content: (adding ? texts.tickets.added : texts.tickets.removed)(`<@${userId}>`),
    allowed_mentions: { parse: [] },
  });
}
