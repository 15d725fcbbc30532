// The stand-in Discord as a Fastify plugin: OAuth2 (authorize page, token, revoke), the REST endpoints
// the bot API and the dashboard call (API v10), and the CDN. Mounted under a prefix of the dashboard in
// demo mode, so the browser needs one port; tests mount it on its own instance.
import type { FastifyInstance } from 'fastify';
import { registerCdn } from './cdn.js';
import { createTokenStore, registerOAuth } from './oauth.js';
import { type Faults, registerRest } from './rest.js';
import type { StandInOptions } from './options.js';

/** Knobs for tests: make the next REST calls fail with 429 or a 5xx. */
export interface StandInControls {
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  failNext(count: number, status: number): void;
  /** Access tokens issued so far (to check revocation). */
  activeTokens(): number;
  /** How many REST calls reached a path ending like this (e.g. '/users/@me/guilds'). */
  calls(pathEnding: string): number;
}

export async function registerStandIn(app: FastifyInstance, options: StandInOptions): Promise<StandInControls> {
  const tokens = createTokenStore();
  const faults: Faults = { rateLimited: { count: 0, retryAfter: 1 }, failing: { count: 0, status: 500 }, calls: [] };
  registerOAuth(app, options, tokens);
  registerRest(app, options, tokens, faults);
  registerCdn(app, options.world);
  return {
    rateLimitNext: (count, retryAfter) => {
      faults.rateLimited = { count, retryAfter };
    },
    failNext: (count, status) => {
      faults.failing = { count, status };
    },
    activeTokens: () => tokens.access.size,
    calls: (pathEnding) => faults.calls.filter((url) => url.endsWith(pathEnding)).length,
  };
}
