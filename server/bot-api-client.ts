// The dashboard's client for the bot API: undici (one connection pool per origin, closed on shutdown),
// explicit timeouts, a response size cap, no redirects followed. Each call is signed as the user with a
// short-lived token; the user's admin session for a guild rides along in X-Admin-Session on URLs with
// that guild's numeric id. Every response is validated with the shared contract schemas.
import { LRUCache } from 'lru-cache';
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { ADMIN_SESSION_HEADER, ErrorBody } from './contract/index.js';
import { signBotApiToken } from './lib/bot-api-token.js';
import { UpstreamError } from './lib/http-error.js';
import { observeBotApiCall } from './metrics.js';

const TOKEN_REUSE_MS = 60_000;

export const BOT_API_LIMITS = { connectMs: 5_000, headersMs: 10_000, bodyMs: 30_000, maxResponseBytes: 8 * 1024 * 1024 } as const;

export interface BotApiUser {
  id: string;
  name: string;
  /** Admin session tokens by guild id. */
  adminSessions: Record<string, { token: string }>;
}

export interface BotApiResponse {
  status: number;
  body: unknown;
  /** The upstream's Retry-After in seconds, when it sent one (a rate limit). */
  retryAfterSeconds?: number;
}

function retryAfterOf(header: string | string[] | undefined): number | undefined {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

export interface BotApiClient {
  /** Raw call: status and parsed JSON (null when empty), for the /api proxy. Throws UpstreamError when unreachable or timed out. */
  send(user: BotApiUser, method: Dispatcher.HttpMethod, path: string, body?: unknown): Promise<BotApiResponse>;
  /** Typed call: a 2xx body validated by `schema`; anything else throws UpstreamError with the server's message. */
  call<T>(user: BotApiUser, method: Dispatcher.HttpMethod, path: string, schema: z.ZodType<T>, body?: unknown): Promise<T>;
  close(): Promise<void>;
}

/** The admin session token for the first numeric path segment that names a guild with one. */
export function adminTokenFor(path: string, adminSessions: BotApiUser['adminSessions']): string | undefined {
  for (const segment of path.split('?')[0]!.split('/')) {
    if (/^\d+$/.test(segment) && adminSessions[segment]) return adminSessions[segment].token;
  }
  return undefined;
}

export function createBotApiClient(options: {
  baseUrl: string;
  secret: string;
  dispatcher?: Dispatcher;
  now?: () => Date;
  limits?: Partial<Record<keyof typeof BOT_API_LIMITS, number>>;
}): BotApiClient {
  const limits = { ...BOT_API_LIMITS, ...options.limits };
  const dispatcher =
    options.dispatcher ?? new Agent({ connect: { timeout: limits.connectMs }, headersTimeout: limits.headersMs, bodyTimeout: limits.bodyMs, maxResponseSize: limits.maxResponseBytes });
  const now = options.now ?? (() => new Date());
  // Signing costs more than the rest of a call (the profile in BENCHMARKS.md): a token is reused for a
  // minute of its five, so every page's several calls share one.
  const tokens = new LRUCache<string, { token: string; issuedAt: number }>({ max: 10_000 });
  async function tokenFor(user: BotApiUser): Promise<string> {
    const key = `${user.id}\n${user.name}`;
    const at = now().getTime();
    const cached = tokens.get(key);
    if (cached && at - cached.issuedAt >= 0 && at - cached.issuedAt < TOKEN_REUSE_MS) return cached.token;
    const token = await signBotApiToken(options.secret, { id: user.id, name: user.name }, new Date(at));
    tokens.set(key, { token, issuedAt: at });
    return token;
  }

  // Every call is timed and counted for /metrics, by the endpoint's shape, whatever its outcome.
  async function send(user: BotApiUser, method: Dispatcher.HttpMethod, path: string, body?: unknown): Promise<BotApiResponse> {
    const started = performance.now();
    const observe = (status: number | null, failure: string | null) => observeBotApiCall({ method, path, status, seconds: (performance.now() - started) / 1000, failure });
    try {
      const response = await sendOnce(user, method, path, body);
      observe(response.status, response.status >= 500 ? 'status' : null);
      return response;
    } catch (error) {
      observe(error instanceof UpstreamError ? error.status : null, error instanceof UpstreamError ? error.failure : 'error');
      throw error;
    }
  }

  async function sendOnce(user: BotApiUser, method: Dispatcher.HttpMethod, path: string, body?: unknown): Promise<BotApiResponse> {
    const token = await tokenFor(user);
    const adminToken = adminTokenFor(path, user.adminSessions);
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (adminToken) headers[ADMIN_SESSION_HEADER] = adminToken;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Dispatcher.ResponseData;
    try {
      response = await request(`${options.baseUrl}${path}`, {
        method,
        headers,
        dispatcher,
        headersTimeout: limits.headersMs,
        bodyTimeout: limits.bodyMs,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const timedOut = (error as { code?: string }).code?.includes('TIMEOUT') ?? false;
      throw new UpstreamError(timedOut ? 504 : 503, timedOut ? 'The bot API did not answer in time' : 'The bot API is not reachable', undefined, timedOut ? 'timeout' : 'unreachable');
    }
    let text: string;
    try {
      text = await response.body.text();
    } catch {
      throw new UpstreamError(502, 'The bot API response was cut off or too large', undefined, 'invalid-response');
    }
    let parsed: unknown = null;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new UpstreamError(502, 'The bot API sent something that is not JSON', undefined, 'invalid-response');
      }
    }
    const retryAfterSeconds = retryAfterOf(response.headers['retry-after']);
    return { status: response.statusCode, body: parsed, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) };
  }

  return {
    send,
    async call(user, method, path, schema, body) {
      const response = await send(user, method, path, body);
      if (response.status >= 300) {
        const error = ErrorBody.safeParse(response.body);
        throw new UpstreamError(response.status, error.success ? error.data.error : `The bot API answered ${response.status}`, response.body, 'status', response.retryAfterSeconds);
      }
      const parsed = schema.safeParse(response.status === 204 ? undefined : response.body);
      if (!parsed.success) throw new UpstreamError(502, 'The bot API sent an unexpected response', response.body, 'invalid-response');
      return parsed.data;
    },
    close: () => dispatcher.close(),
  };
}
