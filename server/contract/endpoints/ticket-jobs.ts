// The bot's own ticket work (the dashboard never calls these), authenticated by BOT_SERVICE_TOKEN: close
// requests put to an opener in Discord and answered there, and the due times of those and of inactive
// tickets, which the bot API keeps so that a restart of the bot loses none and acts on none twice.
import { endpoint } from '../endpoint.js';
import {
  CloseAnswerInput,
  CloseQuestion,
  CloseQuestionInput,
  DueQuery,
  DueTicketJobs,
  InactivityMoved,
  InactivityMovesInput,
} from '../ticket-jobs.js';
import { NoParams } from './params.js';
import { TicketParams } from './tickets.js';

export const ticketJobs = {
  due: endpoint({
    method: 'GET',
    path: '/bot/ticket-jobs/due',
    summary: 'Close requests and inactive tickets whose time has come, earliest first, one batch at a time',
    auth: { kind: 'bot' },
    params: NoParams,
    query: DueQuery,
    response: DueTicketJobs,
    status: 200,
  }),
  askToClose: endpoint({
    method: 'POST',
    path: '/bot/tickets/:guildId/:ticketId/close-question',
    summary: 'Staff asked the opener in Discord whether the ticket may close (one question at a time)',
    auth: { kind: 'bot' },
    params: TicketParams,
    body: CloseQuestionInput,
    response: CloseQuestion,
    status: 201,
  }),
  answerCloseQuestion: endpoint({
    method: 'POST',
    path: '/bot/tickets/:guildId/:ticketId/close-question/answer',
    summary: "The opener's answer to the close question: once (a second answer finds none)",
    auth: { kind: 'bot' },
    params: TicketParams,
    body: CloseAnswerInput,
    response: CloseQuestion,
    status: 200,
  }),
  moveInactivity: endpoint({
    method: 'PUT',
    path: '/bot/ticket-jobs/inactivity',
    summary:
      "Inactive tickets' timers moved on in one batch: warned, or someone wrote since; each from the due time seen, once",
    auth: { kind: 'bot' },
    params: NoParams,
    body: InactivityMovesInput,
    response: InactivityMoved,
    status: 200,
  }),
};
