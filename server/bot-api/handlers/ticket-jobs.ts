// The bot's own ticket work: the due close requests and inactive tickets in one batch, a close request
// put and answered, a batch of inactivity timers moved on. Authenticated by BOT_SERVICE_TOKEN.
import type { endpoints } from '../../contract/endpoints/index.js';
import type { BotApiContext } from '../context.js';
import type { Handlers } from '../invoke.js';
import { answerCloseQuestion, askToClose, dueQuestions } from '../repos/ticket-close-questions.js';
import { dueInactivity, moveInactivity } from '../repos/ticket-inactivity.js';

export const ticketJobHandlers = (ctx: BotApiContext): Handlers<typeof endpoints.ticketJobs> => ({
  due: async ({ query: { before, limit } }) => {
    const [questions, inactive] = await Promise.all([
      dueQuestions(ctx.db, before, limit),
      dueInactivity(ctx, before, limit),
    ]);
    return { questions, inactive };
  },
  // The staff member who asked is the question's actor in the history, the opener the answer's.
  askToClose: ({ params, body }) =>
    askToClose(ctx.db, params.guildId, params.ticketId, body, { id: body.userId, name: body.username }, ctx.now()),
  answerCloseQuestion: ({ params, body }) =>
    answerCloseQuestion(
      ctx.db,
      params.guildId,
      params.ticketId,
      body.close,
      { id: body.userId, name: body.username },
      ctx.now(),
    ),
  moveInactivity: ({ body, actor }) => moveInactivity(ctx, body.moves, actor, ctx.now()),
});
