// Request plumbing shared by every bot API route: bearer-token authentication, zod validation of
// params, query and body (400 with a clear message, nothing written), and guild authorization.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ADMIN_SESSION_HEADER, Snowflake, type PermissionId } from '../contract/index.js';
import { verifyBotApiToken } from '../lib/bot-api-token.js';
import { allows, resolveGuildAccess, type GuildAccess } from './access.js';
import type { BotApiContext } from './context.js';
import { ApiError, badRequest, forbidden } from './errors.js';
import { getAdmin } from './repos/admin.js';
import type { Actor } from './repos/audit.js';
import { sameSecret } from '../lib/same-secret.js';

/** One readable sentence from zod issues: "name: Too small; color: must be a colour like #5865F2". */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw badRequest(`Invalid ${what}: ${describeIssues(result.error)}`);
  return result.data;
}

export async function authenticate(ctx: BotApiContext, request: FastifyRequest): Promise<Actor> {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
  const user = token ? await verifyBotApiToken(ctx.settings.secrets, token, ctx.now()) : null;
  if (!user) throw new ApiError(401, 'Missing, invalid or expired token');
  return { id: user.id, name: user.name ?? null };
}

export function adminTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[ADMIN_SESSION_HEADER];
  return typeof value === 'string' && value.length > 0 && value.length <= 128 ? value : undefined;
}

export interface GuildRequest<P, Q, B> {
  guildId: string;
  params: P;
  query: Q;
  body: B;
  actor: Actor;
  access: GuildAccess;
  request: FastifyRequest;
}

const GuildParams = z.object({ guildId: Snowflake });

interface GuildRouteOptions<P, Q, B> {
  permission: PermissionId;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** Status on success (201 for creations, 204 for deletions). */
  status?: number;
}

/** A handler for /…/:guildId… routes: authenticate, validate, authorize, then run. */
export function guildRoute<P = Record<string, string>, Q = unknown, B = unknown>(ctx: BotApiContext, options: GuildRouteOptions<P, Q, B>, run: (input: GuildRequest<P, Q, B>) => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = await authenticate(ctx, request);
    const { guildId } = parse(GuildParams, request.params, 'guild ID');
    const params = options.params ? parse(options.params, request.params, 'path') : (request.params as P);
    const query = options.query ? parse(options.query, request.query, 'query') : (request.query as Q);
    const body = options.body ? parse(options.body, request.body, 'body') : (undefined as B);
    const access = await resolveGuildAccess(ctx, guildId, actor.id, adminTokenOf(request));
    if (!allows(access, options.permission)) throw forbidden(`This needs the ${options.permission} permission on this server`);
    const result = await run({ guildId, params, query, body, actor, access, request });
    reply.code(options.status ?? 200);
    return options.status === 204 ? reply.send() : reply.send(result);
  };
}

/** Handlers that need only a signed-in user (no guild). */
export function userRoute<Q = unknown, B = unknown>(
  ctx: BotApiContext,
  options: { query?: z.ZodType<Q>; body?: z.ZodType<B>; minAdminLevel?: number; status?: number },
  run: (input: { actor: Actor; query: Q; body: B; request: FastifyRequest; adminLevel: number | null }) => Promise<unknown>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const actor = await authenticate(ctx, request);
    const query = options.query ? parse(options.query, request.query, 'query') : (request.query as Q);
    const body = options.body ? parse(options.body, request.body, 'body') : (undefined as B);
    const admin = options.minAdminLevel ? await getAdmin(ctx.db, actor.id) : undefined;
    if (options.minAdminLevel && (!admin || admin.level < options.minAdminLevel)) {
      throw forbidden(admin ? `This needs admin level ${options.minAdminLevel}` : 'Only global admins may do this');
    }
    const result = await run({ actor: { id: actor.id, name: admin?.username ?? actor.name }, query, body, request, adminLevel: admin?.level ?? null });
    reply.code(options.status ?? 200);
    return options.status === 204 ? reply.send() : reply.send(result);
  };
}

/** Bot-facing endpoints: the bot presents BOT_SERVICE_TOKEN as its bearer token. */
export function authenticateBot(ctx: BotApiContext, request: FastifyRequest): void {
  const expected = ctx.settings.serviceToken;
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7) : '';
  const ok = expected !== null && sameSecret(given, expected);
  if (!ok) throw new ApiError(401, 'Missing or invalid bot service token');
}
