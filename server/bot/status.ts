// How the bot's gateway stands, told to whoever needs it: the metrics, the process's readiness, and the
// bot API (so the admin panel shows it, wherever the bot runs). A report to the bot API that fails is
// tried again with the next change or heartbeat of the status; it never stops the bot.
import type { Logger } from 'pino';
import type { TypedBotApi } from '../contract/client.js';
import type { BotStatus, GATEWAY_PROBLEMS, GATEWAY_STATES } from '../contract/index.js';
import { reportGatewayState } from './metrics.js';

export type GatewayState = (typeof GATEWAY_STATES)[number];
export type GatewayProblem = (typeof GATEWAY_PROBLEMS)[number];

export interface StatusBoard {
  readonly state: GatewayState;
  readonly problem: GatewayProblem | null;
  set(state: GatewayState, problem?: GatewayProblem | null): void;
  /** The figures that come with the state. */
  count(figures: { shards?: number; guilds?: number }): void;
  /** Sends the status to the bot API now (also done on each change). */
  report(): Promise<void>;
}

export function statusBoard(api: TypedBotApi, logger: Logger): StatusBoard {
  let current: Omit<BotStatus, 'updatedAt'> = { state: 'starting', problem: null, shards: 0, guilds: 0 };
  let failing = false;
  reportGatewayState(current.state);
  const report = async () => {
    try {
      await api.bot.status({ body: current });
      failing = false;
    } catch (error) {
      if (!failing) logger.warn({ err: error }, 'bot status: the bot API does not answer');
      failing = true;
    }
  };
  return {
    get state() {
      return current.state;
    },
    get problem() {
      return current.problem;
    },
    set(state, problem = null) {
      if (state === current.state && problem === current.problem) return;
      current = { ...current, state, problem };
      reportGatewayState(state);
      void report();
    },
    count(figures) {
      current = { ...current, ...figures };
    },
    report,
  };
}
