// The stand-in Discord as a Fastify plugin: OAuth2 (authorize page, token, revoke), the REST endpoints
// the bot API, the dashboard and the companion bot call (API v10), the gateway, the CDN, and the act
// API that plays Discord's users with its page (Demo-Discord). Mounted under a prefix of the dashboard in demo mode, so the browser
// needs one port; tests mount it on its own instance.
import type { FastifyInstance } from 'fastify';
import { registerAct } from './act/index.js';
import { registerCdn } from './cdn.js';
import { registerDemo } from './demo/index.js';
import { type GatewayControls, registerGateway } from './gateway/server.js';
import { createTokenStore, registerOAuth } from './oauth.js';
import type { StandInOptions } from './options.js';
import { registerRest } from './rest/index.js';
import type { Faults } from './rest/gate.js';
import { createRateLimiter, type RateLimitScope, type RateLimitTally } from './rest/rate-limits.js';

/** Knobs for tests: make the next REST calls fail with 429 or a 5xx, and make the gateway misbehave. */
export interface StandInControls {
  /** The next `count` REST calls get a 429 of this scope (user unless told). */
  rateLimitNext(count: number, retryAfterSeconds: number, scope?: RateLimitScope): void;
  failNext(count: number, status: number): void;
  /** Access tokens issued so far (to check revocation). */
  activeTokens(): number;
  /** How many REST calls reached a path ending like this (e.g. '/users/@me/guilds'). */
  calls(pathEnding: string): number;
  /** The 429s the REST API answered by scope (played ones too), and the IP bans it gave. */
  rateLimits(): RateLimitTally;
  gateway: GatewayControls;
}

export async function registerStandIn(app: FastifyInstance, options: StandInOptions): Promise<StandInControls> {
  const tokens = createTokenStore();
  const faults: Faults = {
    rateLimited: { count: 0, retryAfter: 1, scope: 'user' },
    failing: { count: 0, status: 500 },
    calls: [],
  };
  const limiter = createRateLimiter(options.world);
  const gatewayPath = `${app.prefix}/gateway`;
  const gateway = await registerGateway(app, options.world, options.botToken, gatewayPath);
  registerOAuth(app, options, tokens);
  registerRest(app, options, tokens, faults, limiter, gatewayPath);
  registerCdn(app, options.world);
  registerAct(app, options.world);
  registerDemo(app, options);
  return {
    rateLimitNext: (count, retryAfter, scope = 'user') => {
      faults.rateLimited = { count, retryAfter, scope };
    },
    failNext: (count, status) => {
      faults.failing = { count, status };
    },
    activeTokens: () => tokens.access.size,
    calls: (pathEnding) => faults.calls.filter((url) => url.endsWith(pathEnding)).length,
    rateLimits: () => ({ ...limiter.tally }),
    gateway,
  };
}
