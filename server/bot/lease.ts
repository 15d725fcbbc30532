// Exactly one process of a deployment runs the gateway: the one holding the lease in the bot API's
// storage, which it renews while it runs. Another bot process (a second replica started by mistake, or a
// standby) waits, asking now and then, and takes over when the lease runs out. While the bot API cannot
// be reached the holder keeps its gateway (members are still answered from what it read), and once it
// is told another process took the lease meanwhile, it stops its own: two gateways can overlap only
// while a network splits the processes from each other's view of the bot API.
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { TypedBotApi } from '../contract/client.js';

export const LEASE = { ttlSeconds: 30, renewEveryMs: 10_000, askEveryMs: 10_000 } as const;

export interface Lease {
  /** Resolves once this process holds the lease (at once when no other does). */
  acquired(): Promise<void>;
  /** Calls `lost` if the lease cannot be kept; returns how to stop renewing. */
  keep(lost: () => void): void;
  release(): Promise<void>;
  /** Whether this process holds the lease now: the work only one process may do asks first. */
  holds(): boolean;
}

export function gatewayLease(
  api: TypedBotApi,
  logger: Logger,
  timing: { ttlSeconds: number; renewEveryMs: number; askEveryMs: number } = LEASE,
): Lease {
  const holder = `bot-${randomBytes(8).toString('hex')}`;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let holding = false;
  const take = async () => (await api.bot.lease({ body: { holder, ttlSeconds: timing.ttlSeconds } })).granted;
  return {
    async acquired() {
      let told = false;
      while (!stopped) {
        const granted = await take().catch((error: unknown) => {
          logger.warn({ err: error }, 'gateway lease: the bot API does not answer; asking again');
          return false;
        });
        if (granted) {
          holding = true;
          return;
        }
        if (!told)
          logger.warn('Another process runs the gateway: this one waits (standby) and takes over when it stops.');
        told = true;
        await new Promise((resolve) => {
          timer = setTimeout(resolve, timing.askEveryMs);
        });
      }
    },
    keep(lost) {
      let unreachable = false;
      const renew = async () => {
        const granted = await take().catch((error: unknown) => {
          if (!unreachable)
            logger.warn(
              { err: error },
              'gateway lease: the bot API does not answer; the gateway stays up and the lease is renewed when it does',
            );
          unreachable = true;
          return null;
        });
        if (granted !== null) unreachable = false;
        if (granted === false) {
          logger.error('Another process took the gateway lease: this one stops its gateway so that only one runs.');
          holding = false;
          lost();
          return;
        }
        if (!stopped) timer = setTimeout(renew, timing.renewEveryMs);
      };
      timer = setTimeout(renew, timing.renewEveryMs);
    },
    holds: () => holding,
    async release() {
      stopped = true;
      holding = false;
      clearTimeout(timer);
      await api.bot.releaseLease({ holder }).catch(() => undefined);
    },
  };
}
