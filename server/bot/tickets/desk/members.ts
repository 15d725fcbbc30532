// /ticket add and /ticket remove: staff with tickets.add_users or tickets.remove_users let a member into
// a ticket's channel or take their way in away; the opener stays. Said in the channel, pinging nobody.
import type { TypedBotApi } from '../../../contract/client.js';
import { answerPrivately, finishAnswer } from '../answers.js';
import { letIn, letOut } from '../channels.js';
import { type DeskVisit, ticketHere } from '../visit.js';

/** Said for everyone in the channel, in place of its "thinking…"; the route has checked the member's right. */
export async function changeMembers(
  api: TypedBotApi,
  visit: DeskVisit,
  userId: string,
  adding: boolean,
): Promise<void> {
  const { discord, texts } = visit;
  const ticket = await ticketHere(api, visit);
  if (!ticket) return;
  if (!adding && userId === ticket.user_id)
    return void (await answerPrivately(discord, visit.asked, texts.tickets.openerStays));
  await (adding ? letIn : letOut)(discord, visit.channelId, userId);
  await finishAnswer(discord, visit.asked, (adding ? texts.tickets.added : texts.tickets.removed)(`<@${userId}>`));
}
