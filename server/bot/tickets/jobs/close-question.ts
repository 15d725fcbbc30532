// /ticket close-request: staff with tickets.manage ask a ticket's opener, in its channel, whether it may
// close, with two buttons for the opener: "Schließen" closes it as their own close would, "Offen lassen"
// keeps it open. The bot API keeps the question (one at a time) and takes it away with the first answer,
// so a second press is refused and changes nothing. Unanswered within the server's close-request time,
// the ticket closes on its own (the sweep, sweep.ts). Each step is said in the channel and to the team.
import type { API } from '@discordjs/core';
import { ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { ticketCustomId } from '../../../contract/ticket-panel.js';
import { answerPrivately, finishAnswer } from '../answers.js';
import { closeTicketIn } from '../closing/close.js';
import { noticeJob } from '../notices.js';
import { type DeskDeps, type DeskVisit, isRefusal, ticketHere } from '../visit.js';

const MINUTE_MS = 60_000;
/** A time as Discord shows it to each reader, relative to now ("in 24 Stunden"). */
export const discordTime = (ms: number) => `<t:${Math.floor(ms / 1000)}:R>`;

const actorOf = (visit: DeskVisit) => ({
  userId: visit.member.user.id,
  username: visit.member.user.global_name ?? visit.member.user.username,
});

/** The question in the channel, mentioning (and pinging) the opener alone, with the opener's two buttons. */
function postQuestion(visit: DeskVisit, openerId: string, reason: string, dueMs: number) {
  const { texts } = visit;
  return visit.discord.channels.createMessage(visit.channelId, {
    content: texts.jobs.closeQuestion(
      `<@${openerId}>`,
      `<@${visit.member.user.id}>`,
      reason || null,
      discordTime(dueMs),
    ),
    allowed_mentions: { parse: [], users: [openerId] },
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.Button,
            style: ButtonStyle.Danger,
            custom_id: ticketCustomId({ kind: 'close-accept' }),
            label: texts.tickets.closeButton,
          },
          {
            type: ComponentType.Button,
            style: ButtonStyle.Secondary,
            custom_id: ticketCustomId({ kind: 'close-keep' }),
            label: texts.jobs.keepOpenButton,
          },
        ],
      },
    ],
  });
}

/** Puts the question, in place of a private "thinking…"; the route has checked the right and the reason. */
export async function askToCloseIn(deps: DeskDeps, visit: DeskVisit, reason: string): Promise<void> {
  const { discord, texts, guildId } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  if (ticket.user_id === visit.member.user.id)
    return void (await answerPrivately(discord, visit.asked, texts.jobs.ownTicket));
  const dueMs = deps.now() + visit.setup.config.ticketSettings.closeRequestMinutes * MINUTE_MS;
  try {
    await deps.api.ticketJobs.askToClose({
      guildId,
      ticketId: ticket.id,
      body: { ...actorOf(visit), reason, dueAt: new Date(dueMs).toISOString() },
    });
  } catch (error) {
    if (!isRefusal(error, 'duplicate')) throw error;
    return void (await answerPrivately(discord, visit.asked, texts.jobs.questionWaiting));
  }
  // The team hears of the request before the opener can answer it: its notices stay in the ticket's order.
  await noticeJob(deps, visit, (team) => team.noticeCloseAsked(ticket.id, `<@${visit.member.user.id}>`));
  await postQuestion(visit, ticket.user_id, reason, dueMs);
  await finishAnswer(discord, visit.asked, texts.jobs.questionAsked);
}

/** The question's buttons go once it is answered; a failure is logged (the answer stands). */
async function withoutButtons(deps: DeskDeps, discord: API, channelId: string, messageId: string) {
  await discord.channels
    .editMessage(channelId, messageId, { components: [] })
    .catch((error: unknown) =>
      deps.logger.warn({ err: error, channelId }, "could not take a close request's buttons away"),
    );
}

/** The opener's answer, pressed on the question (`messageId`), while a public "thinking…" stands. */
export async function answerCloseQuestionIn(
  deps: DeskDeps,
  visit: DeskVisit,
  close: boolean,
  messageId: string,
): Promise<void> {
  const { discord, texts, guildId } = visit;
  const ticket = await ticketHere(deps.api, visit);
  if (!ticket) return;
  const opener = `<@${ticket.user_id}>`;
  if (ticket.user_id !== visit.member.user.id)
    return void (await answerPrivately(discord, visit.asked, texts.jobs.onlyOpener(opener)));
  let reason: string;
  try {
    ({ reason } = await deps.api.ticketJobs.answerCloseQuestion({
      guildId,
      ticketId: ticket.id,
      body: { ...actorOf(visit), close },
    }));
  } catch (error) {
    if (!isRefusal(error, 'not_found')) throw error;
    return void (await answerPrivately(discord, visit.asked, texts.jobs.answeredAlready));
  }
  await withoutButtons(deps, discord, visit.channelId, messageId);
  if (close) return closeTicketIn(deps, visit, reason);
  await finishAnswer(discord, visit.asked, texts.jobs.keptOpen(opener));
  await noticeJob(deps, visit, (team) => team.noticeKeptOpen(ticket.id, opener));
}
