// How the bot's gateway stands, told to whoever needs it: the metrics, the process's readiness, and the
// bot API (so the admin panel shows it, wherever the bot runs). A change of state is reported at once,
// new figures (a thousand GUILD_CREATEs at start) at most once a second, and everything again every minute,
// so a report that failed is made good and the panel's "reported at" shows the bot is alive. A failed
// report never stops the bot.
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
  /** No more reports from the timers (the bot is stopping). */
  close(): void;
}

/** New figures are reported this long after the first of a burst, with all that came meanwhile. */
const FIGURES_SETTLE_MS = 1_000;
/** The status is reported again this often, changed or not. */
const REPORT_EVERY_MS = 60_000;

export function statusBoard(api: TypedBotApi, logger: Logger): StatusBoard {
  let current: Omit<BotStatus, 'updatedAt'> = { state: 'starting', problem: null, shards: 0, guilds: 0 };
  let failing = false;
  let figuresTimer: NodeJS.Timeout | undefined;
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
  const everyMinute = setInterval(() => void report(), REPORT_EVERY_MS).unref();
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
      figuresTimer ??= setTimeout(() => {
        figuresTimer = undefined;
        void report();
      }, FIGURES_SETTLE_MS).unref();
    },
    report,
    close() {
      clearInterval(everyMinute);
      clearTimeout(figuresTimer);
    },
  };
}
