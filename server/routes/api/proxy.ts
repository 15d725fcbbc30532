// /api/* for islands: an explicit table of bot API routes (no wildcard). Ids are validated snowflakes,
// the upstream path is rebuilt from validated values, bodies are parsed, validated and re-serialized,
// only our own headers go upstream, and only status + JSON come back (no upstream headers at all).
// Mutations need JSON and the session's token in X-CSRF-Token.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CommandPermissionInput, FeatureName, FeatureUpdate, MembersQuery, NotificationUpdate, RolesQuery, Snowflake } from '../../contract/index.js';
import type { AppContext } from '../../app-context.js';
import { UpstreamError } from '../../lib/http-error.js';
import { sameSecret } from '../../lib/same-secret.js';
import { CSRF_HEADER } from '../../setup/csrf.js';
import type { RegisteredRoute } from '../registered-route.js';

export const API_BODY_LIMIT = 256 * 1024;
const MUTATION_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

interface ProxyRoute {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  params: z.ZodType<Record<string, string>>;
  query?: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType<unknown>;
}

const Guild = z.object({ guildId: Snowflake });
const GuildRole = z.object({ guildId: Snowflake, roleId: Snowflake });

/** Everything an island may ask the bot API for. */
export const PROXIED: ProxyRoute[] = [
  { method: 'GET', path: '/api/discord/:guildId/members', params: Guild, query: MembersQuery },
  { method: 'GET', path: '/api/discord/:guildId/roles', params: Guild, query: RolesQuery },
  { method: 'PUT', path: '/api/command-permissions/:guildId/:roleId', params: GuildRole, body: CommandPermissionInput },
  { method: 'DELETE', path: '/api/command-permissions/:guildId/:roleId', params: GuildRole },
  { method: 'PUT', path: '/api/guilds/:guildId/features/:featureName', params: z.object({ guildId: Snowflake, featureName: FeatureName }), body: FeatureUpdate },
  { method: 'PUT', path: '/api/notifications/:guildId/settings', params: Guild, body: NotificationUpdate },
  { method: 'POST', path: '/api/notifications/:guildId/test', params: Guild },
];

const GENERIC: Record<number, string> = {
  502: 'Der Server hat eine ungültige Antwort erhalten.',
  503: 'Der Dienst ist gerade nicht erreichbar. Bitte versuche es gleich erneut.',
  504: 'Die Anfrage hat zu lange gedauert.',
};

/** The upstream path from validated parts only. */
export function upstreamPath(template: string, params: Record<string, string>, query: Record<string, unknown> | undefined): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function handler(app: AppContext, route: ProxyRoute) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const fail = (status: number, error: string) => reply.code(status).send({ error });
    const session = request.session;
    if (session.status !== 'active') return fail(401, 'Your session has expired. Please sign in again.');
    if (route.method !== 'GET') {
      const type = request.headers['content-type'] ?? '';
      if (route.body && !/^application\/json(;|$)/.test(type)) return fail(415, 'Only application/json is accepted');
      const token = request.headers[CSRF_HEADER];
      if (typeof token !== 'string' || !sameSecret(token, session.record.csrfToken)) return fail(403, 'Missing or invalid X-CSRF-Token');
    }
    const params = route.params.safeParse(request.params);
    if (!params.success) return fail(404, 'Not Found');
    const query = route.query ? route.query.safeParse(request.query) : { success: true as const, data: undefined };
    if (!query.success) return fail(400, 'Invalid query');
    const user = app.botApiUser(request)!;
    const guildId = params.data.guildId;
    const unavailable = (status: number, retryAfterSeconds: number | undefined) => {
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      return fail(status, GENERIC[status] ?? GENERIC[502]!);
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
          return fail(401, 'Your session has expired. Please sign in again.');
        }
        request.log.warn({ err: error }, 'guild access could not be checked');
        return unavailable(error.responseStatus, error.retryAfterSeconds);
      }
      if (!allowed) return fail(403, 'Kein Zugriff auf diesen Server');
    }
    let body: unknown;
    if (route.body) {
      const parsed = route.body.safeParse(request.body);
      if (!parsed.success) return fail(400, `Invalid body: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
      body = parsed.data;
    }
    try {
      const upstream = await app.botApi.send(user, route.method, upstreamPath(route.path, params.data, query.data), body);
      if (upstream.status === 401) {
        await app.sessions.destroy(request, reply);
        return fail(401, 'Your session has expired. Please sign in again.');
      }
      // The bot API never redirects: a 3xx is not followed and not passed on (checklist D7).
      if (upstream.status >= 300 && upstream.status < 400) return unavailable(502, undefined);
      if (upstream.status >= 500) return unavailable(upstream.status === 503 || upstream.status === 504 ? upstream.status : 502, upstream.retryAfterSeconds);
      if (upstream.status === 204) return reply.code(204).send();
      return reply.code(upstream.status).send(upstream.body);
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
