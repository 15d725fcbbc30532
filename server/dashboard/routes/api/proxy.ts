// /api/* for islands: the endpoint table's entries flagged `proxied` (no wildcard), at the same paths.
// Params and query are validated with the entry's schemas, the upstream call is rebuilt from validated
// values, bodies are parsed, validated and re-serialized, only our own headers go upstream, and only
// status + JSON come back (no upstream headers at all). Mutations need JSON and the session's token in
// X-CSRF-Token. Every refusal is worded by its code (lib/refusal-messages.ts), never in the bot API's
// or the validator's English: islands show the `error` text as it comes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { allEndpoints } from '../../../contract/endpoints/index.js';
import type { z } from 'zod';
import {
  isRuleName,
  issuesOf,
  type Endpoint,
  type ErrorBody,
  type ErrorCode,
  type ErrorIssue,
} from '../../../contract/index.js';
import type { AppContext } from '../../app-context.js';
import { sessionExpired } from '../../lib/http-error.js';
import { formMessages, ruleText } from '../../lib/form-messages.js';
import { readRefusal, refusalText } from '../../lib/refusal-messages.js';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import type { Texts } from '../../../../views/i18n/texts.js';
import { sameSecret } from '../../../platform/same-secret.js';
import { CSRF_HEADER } from '../../../contract/facts.js';
import type { RegisteredRoute } from '../registered-route.js';
import { UpstreamError } from '../../../contract/client.js';

const API_BODY_LIMIT = 256 * 1024;
const MUTATION_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** Everything an island may ask the bot API for. */
export const PROXIED: Endpoint[] = allEndpoints()
  .map(({ endpoint }) => endpoint)
  .filter((endpoint) => endpoint.proxied);

/** What an unavailable upstream is called, by the status the island gets. */
const generic = (texts: Texts, status: number): string =>
  status === 503
    ? texts.refusals.upstream_unavailable
    : status === 504
      ? texts.upstream.timeout
      : texts.upstream.invalidResponse;

const refusal = (texts: Texts, code: ErrorCode): ErrorBody => ({ error: refusalText(texts, code), code });

/** A request that broke the entry's schema: each broken rule with its field and limit, worded as the forms word it. */
function validated(
  texts: Texts,
  schema: z.ZodType,
  value: unknown,
  where: 'query' | 'body',
): { ok: true; data: unknown } | { ok: false; body: ErrorBody } {
  const parsed = schema.safeParse(value, { error: formMessages(texts) });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, body: { ...refusal(texts, 'invalid_request'), issues: issuesOf(parsed.error, where) } };
}

/** A broken rule of the bot API's in the reader's words: the contract's rules by name, others by the code's sentence. */
const issueText = (texts: Texts, issue: ErrorIssue): string =>
  isRuleName(issue.code) ? ruleText(texts, issue.code, issue.limit) : texts.refusals.invalid_request;

/**
 * The bot API's refusal with our sentence for its code (its issues keep field, rule and limit). A body
 * without a code (a bot API of another make that sends only `error`) passes as it is: its `error` is the text.
 */
function reworded(texts: Texts, body: unknown): unknown {
  const refusal = readRefusal(body);
  if (!refusal?.code) return body;
  const { needs } = refusal.body;
  const issues = refusal.body.issues?.map((issue) => ({ ...issue, message: issueText(texts, issue) }));
  return {
    error: refusalText(texts, refusal.code, needs),
    code: refusal.code,
    ...(issues ? { issues } : {}),
    ...(needs ? { needs } : {}),
  };
}

/** Query values as the URL gave them (a repeated key keeps its first value). */
function queryStrings(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

function handler(app: AppContext, route: Endpoint) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const fail = (status: number, body: ErrorBody) => reply.code(status).send(body);
    const texts = CATALOGUES[request.language];
    const session = request.session;
    if (session.status !== 'active') return fail(401, sessionExpired(texts));
    if (route.method !== 'GET') {
      const type = request.headers['content-type'] ?? '';
      if (route.body && !/^application\/json(;|$)/.test(type))
        return fail(415, refusal(texts, 'unsupported_media_type'));
      const token = request.headers[CSRF_HEADER];
      if (typeof token !== 'string' || !sameSecret(token, session.record.csrfToken))
        return fail(403, refusal(texts, 'csrf_invalid'));
    }
    const params = route.params.safeParse(request.params);
    if (!params.success) return fail(404, refusal(texts, 'not_found'));
    const query = route.query ? validated(texts, route.query, request.query, 'query') : null;
    if (query && !query.ok) return fail(400, query.body);
    const user = app.botApiUser(request)!;
    const guildId = (params.data as { guildId?: string }).guildId;
    /** `named`: the code of the bot API's own 503, which says why (Discord unreachable, its handler past time). */
    const unavailable = (status: number, retryAfterSeconds: number | undefined, named?: ErrorCode | null) => {
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      return fail(
        status,
        named ? refusal(texts, named) : { error: generic(texts, status), code: 'upstream_unavailable' },
      );
    };
    // Refuse guilds the user may not open before anything goes upstream. Not knowing (the bot API or
    // Discord failing) is a dependency failure, never a refusal.
    if (guildId) {
      let allowed: boolean;
      try {
        allowed = await app.guildAccess.mayOpen(user, guildId);
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        if (error.status === 401) {
          await app.sessions.destroy(request, reply);
          return fail(401, sessionExpired(texts));
        }
        request.log.warn({ err: error }, 'guild access could not be checked');
        return unavailable(error.responseStatus, error.retryAfterSeconds);
      }
      if (!allowed) return fail(403, refusal(texts, 'no_guild_access'));
    }
    let body: unknown;
    if (route.body) {
      const parsed = validated(texts, route.body, request.body, 'body');
      if (!parsed.ok) return fail(400, parsed.body);
      body = parsed.data;
    }
    try {
      // Params and query passed the entry's schemas above; the bot API checks them again with the same ones.
      const upstream = await app.botApi.send(user, route, {
        params: request.params as Record<string, string>,
        query: route.query ? queryStrings(request.query) : {},
        body,
      });
      if (upstream.status === 401) {
        await app.sessions.destroy(request, reply);
        return fail(401, sessionExpired(texts));
      }
      // The bot API never redirects: a 3xx is not followed and not passed on (SECURITY.md, D7).
      if (upstream.status >= 300 && upstream.status < 400) return unavailable(502, undefined);
      if (upstream.status >= 500)
        return unavailable(
          upstream.status === 503 || upstream.status === 504 ? upstream.status : 502,
          upstream.retryAfterSeconds,
          upstream.status === 503 ? readRefusal(upstream.body)?.code : null,
        );
      if (upstream.status === 204) return reply.code(204).send();
      return reply.code(upstream.status).send(upstream.status >= 400 ? reworded(texts, upstream.body) : upstream.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.warn({ err: error }, 'bot API call failed');
      return unavailable(error.responseStatus, error.retryAfterSeconds);
    }
  };
}

export function apiProxyRoutes(): RegisteredRoute[] {
  return PROXIED.map((route) => ({
    path: route.path,
    register(fastify, app) {
      fastify.route({
        method: route.method,
        url: route.path,
        bodyLimit: API_BODY_LIMIT,
        ...(route.method === 'GET' ? {} : { config: { rateLimit: MUTATION_RATE_LIMIT } }),
        handler: handler(app, route),
      });
    },
  }));
}
