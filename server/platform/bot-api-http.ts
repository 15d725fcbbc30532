// The bot API over HTTP (the split set-up, BOT_API_URL): undici with one connection pool per origin,
// explicit timeouts, a response size cap, no redirects followed. The dashboard signs each call as the user
// with a short-lived token, the user's admin session for the call's guild riding along in X-Admin-Session;
// the bot shows its service token.
import { LRUCache } from 'lru-cache';
import { Agent, request, type Dispatcher } from 'undici';
import { ADMIN_SESSION_HEADER, endpointUrl } from '../contract/index.js';
import type { BotApiResponse, BotApiTransport, BotApiUser } from '../contract/client.js';
import { UpstreamError } from '../contract/client.js';
import { signBotApiToken } from './bot-api-token.js';

const TOKEN_REUSE_MS = 60_000;

const BOT_API_LIMITS = {
  connectMs: 5_000,
  headersMs: 10_000,
  bodyMs: 30_000,
  maxResponseBytes: 16 * 1024 * 1024,
} as const;

function retryAfterOf(header: string | string[] | undefined): number | undefined {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** The admin session token of the call's guild, if the user holds one. */
export function adminTokenFor(
  params: Record<string, string>,
  adminSessions: BotApiUser['adminSessions'],
): string | undefined {
  const guildId = params.guildId;
  return guildId && Object.hasOwn(adminSessions, guildId) ? adminSessions[guildId]!.token : undefined;
}

async function readJson(response: Dispatcher.ResponseData): Promise<unknown> {
  let text: string;
  try {
    text = await response.body.text();
  } catch {
    throw new UpstreamError(502, 'The bot API response was cut off or too large', undefined, 'invalid-response');
  }
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new UpstreamError(502, 'The bot API sent something that is not JSON', undefined, 'invalid-response');
  }
}

/** How calls prove who makes them: as a user (the dashboard signs a short-lived token with BOT_API_SECRET), or as the bot (BOT_SERVICE_TOKEN). */
export type BotApiCredentials = { secret: string } | { serviceToken: string };

export function httpTransport(
  options: {
    baseUrl: string;
    dispatcher?: Dispatcher;
    now?: () => Date;
    limits?: Partial<Record<keyof typeof BOT_API_LIMITS, number>>;
  } & BotApiCredentials,
): BotApiTransport {
  const limits = { ...BOT_API_LIMITS, ...options.limits };
  const dispatcher =
    options.dispatcher ??
    new Agent({
      connect: { timeout: limits.connectMs },
      headersTimeout: limits.headersMs,
      bodyTimeout: limits.bodyMs,
      maxResponseSize: limits.maxResponseBytes,
    });
  const now = options.now ?? (() => new Date());
  // Signing costs more than the rest of a call (the profile in BENCHMARKS.md): a token is reused for a
  // minute of its five, so every page's several calls share one.
  const tokens = new LRUCache<string, { token: string; issuedAt: number }>({ max: 10_000 });
  async function tokenFor(user: BotApiUser): Promise<string> {
    if ('serviceToken' in options) return options.serviceToken;
    const key = `${user.id}\n${user.name}`;
    const at = now().getTime();
    const cached = tokens.get(key);
    if (cached && at - cached.issuedAt >= 0 && at - cached.issuedAt < TOKEN_REUSE_MS) return cached.token;
    const token = await signBotApiToken(options.secret, { id: user.id, name: user.name }, new Date(at));
    tokens.set(key, { token, issuedAt: at });
    return token;
  }

  return {
    async send(user, endpoint, input): Promise<BotApiResponse> {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await tokenFor(user)}`,
        accept: 'application/json',
      };
      const adminToken = adminTokenFor(input.params, user.adminSessions);
      if (adminToken) headers[ADMIN_SESSION_HEADER] = adminToken;
      if (input.body !== undefined) headers['content-type'] = 'application/json';
      let response: Dispatcher.ResponseData;
      try {
        response = await request(`${options.baseUrl}${endpointUrl(endpoint, input)}`, {
          method: endpoint.method,
          headers,
          dispatcher,
          headersTimeout: limits.headersMs,
          bodyTimeout: limits.bodyMs,
          ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
        });
      } catch (error) {
        const timedOut = (error as { code?: string }).code?.includes('TIMEOUT') ?? false;
        throw new UpstreamError(
          timedOut ? 504 : 503,
          timedOut ? 'The bot API did not answer in time' : 'The bot API is not reachable',
          undefined,
          timedOut ? 'timeout' : 'unreachable',
        );
      }
      const body = await readJson(response);
      const retryAfterSeconds = retryAfterOf(response.headers['retry-after']);
      return { status: response.statusCode, body, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
    },
    close: () => dispatcher.close(),
  };
}
