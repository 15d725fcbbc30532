// One call of an endpoint, whichever way it arrived (HTTP or the dashboard's in-process transport):
// authenticate, validate params, query and body with the table's schemas (400 with the broken rules,
// nothing written), authorize, then run the handler. The same steps for both ways, so the in-process
// default has the same authorization, validation and audit as the split set-up.
import { z } from 'zod';
import { Snowflake, invalidRequest, type Endpoint, type EndpointAuth } from '../contract/index.js';
import { verifyBotApiToken } from '../platform/bot-api-token.js';
import { API_RULE_MESSAGES } from '../contract/rule-texts.js';
import { rule, type RuleName } from '../contract/rules.js';
import { sameSecret } from '../platform/same-secret.js';
import { allows } from '../contract/guild-access.js';
import { resolveGuildAccess, type GuildAccess } from './access.js';
import type { BotApiContext } from './context.js';
import { ApiError, forbidden, missingPermission } from './errors.js';
import { getAdmin } from './repos/admin.js';
import type { Actor } from './repos/audit.js';

/** What arrived: raw params, query and body, and who is calling. */
export interface RawCall {
  params: unknown;
  query: unknown;
  body: unknown;
  /** The Authorization header (HTTP). */
  authorization?: string | undefined;
  /** A user the caller has already authenticated (the dashboard in the same process). */
  user?: Actor | undefined;
  /** The bot in the same process, which the composition wired in: no service token to show. */
  bot?: boolean | undefined;
  /** X-Admin-Session. */
  adminToken?: string | undefined;
}

/** The parsed value of an optional schema slot: undefined where the endpoint has none. */
type Parsed<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends z.ZodType
    ? z.output<NonNullable<S>>
    : undefined;
type AuthExtras<A extends EndpointAuth> = A extends { kind: 'guild' }
  ? { guildId: string; access: GuildAccess }
  : unknown;

type HandlerInput<E extends Endpoint> = {
  params: z.output<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  actor: Actor;
  adminToken: string | undefined;
} & AuthExtras<E['auth']>;

/** Serves one call of the endpoint table through this whole pipeline (a handler that makes further calls gets it). */
export type RunEndpoint = (endpoint: Endpoint, call: RawCall) => Promise<unknown>;

export type Handler<E extends Endpoint> = (input: HandlerInput<E>) => Promise<z.output<E['response']>>;
export type Handlers<G extends Record<string, Endpoint>> = { [K in keyof G]: Handler<G[K]> };

/** The actor of bot-facing calls. */
const BOT_ACTOR: Actor = { id: 'bot', name: 'Bot' };

function invalid(error: z.ZodError, what: string, where: string): ApiError {
  const body = invalidRequest(error, what, where);
  return new ApiError(400, 'invalid_request', body.error, { issues: body.issues });
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string, where: string): T {
  const result = schema.safeParse(value ?? {}, { error: API_RULE_MESSAGES });
  if (result.success) return result.data;
  throw invalid(result.error, what, where);
}

/**
 * A body its handler refused for a rule its schema could not check without holding the event loop (a
 * large transcript's text, read in a thread): the same 400 and issue the schema's check would give.
 */
export function refusedBody(path: string[], broken: { name: RuleName; limit?: number }): ApiError {
  const check = z
    .unknown()
    .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', path, ...rule(broken.name, broken) }));
  const { error } = check.safeParse(null, { error: API_RULE_MESSAGES });
  return invalid(error!, 'body', 'body');
}

const bearer = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;

async function authenticateUser(ctx: BotApiContext, call: RawCall): Promise<Actor> {
  if (call.user) return call.user;
  const token = bearer(call.authorization);
  const user = token ? await verifyBotApiToken(ctx.settings.secrets, token, ctx.now()) : null;
  if (!user) throw new ApiError(401, 'unauthenticated', 'Missing, invalid or expired token');
  return { id: user.id, name: user.name ?? null };
}

/** Bot-facing endpoints: the bot presents BOT_SERVICE_TOKEN as its bearer token. */
function authenticateBot(ctx: BotApiContext, call: RawCall): void {
  if (call.bot) return;
  const expected = ctx.settings.serviceToken;
  const given = bearer(call.authorization) ?? '';
  if (expected === null || !sameSecret(given, expected))
    throw new ApiError(401, 'service_token_invalid', 'Missing or invalid bot service token');
}

const GuildParam = z.object({ guildId: Snowflake });

function parseParams<E extends Endpoint>(endpoint: E, raw: unknown): z.output<E['params']> {
  // A malformed guild id gets its own message (the most common mistake in a hand-written URL).
  if (endpoint.path.includes(':guildId')) parse(GuildParam, raw, 'guild ID', 'params');
  return parse(endpoint.params, raw, 'path', 'params') as z.output<E['params']>;
}

async function authorize(
  ctx: BotApiContext,
  auth: EndpointAuth,
  actor: Actor,
  params: object,
  adminToken: string | undefined,
) {
  if (auth.kind === 'guild') {
    const guildId = String((params as { guildId?: unknown }).guildId);
    const access = await resolveGuildAccess(ctx, guildId, actor.id, adminToken);
    if (!allows(access, auth.permission)) throw missingPermission(auth.permission);
    // A change under an admin session is recorded with its level (the guild's history shows it).
    return {
      actor: access.adminSession ? { ...actor, adminLevel: access.adminSession.level } : actor,
      guildId,
      access,
    };
  }
  if (auth.kind === 'user' && auth.minAdminLevel) {
    const admin = await getAdmin(ctx.db, actor.id);
    if (!admin) throw forbidden('not_admin', 'Only global admins may do this');
    if (admin.level < auth.minAdminLevel)
      throw forbidden('admin_level_too_low', `This needs admin level ${auth.minAdminLevel}`);
    // Changes by an admin are logged under their admin name.
    return { actor: { id: actor.id, name: admin.username } };
  }
  return { actor };
}

export async function invoke<E extends Endpoint>(
  ctx: BotApiContext,
  endpoint: E,
  handler: Handler<E>,
  call: RawCall,
): Promise<z.output<E['response']>> {
  let actor = BOT_ACTOR;
  if (endpoint.auth.kind === 'bot') authenticateBot(ctx, call);
  else actor = await authenticateUser(ctx, call);
  const params = parseParams(endpoint, call.params);
  const query = endpoint.query ? parse(endpoint.query, call.query, 'query', 'query') : undefined;
  const body = endpoint.body ? parse(endpoint.body, call.body, 'body', 'body') : undefined;
  const extras = await authorize(ctx, endpoint.auth, actor, params as object, call.adminToken);
  const result = await handler({ params, query, body, adminToken: call.adminToken, ...extras } as HandlerInput<E>);
  announceChange(ctx, endpoint, params as object);
  return result;
}

/** A change a user made to a guild's configuration (or every guild's) is announced, for the bot to act on it. */
function announceChange(ctx: BotApiContext, endpoint: Endpoint, params: object): void {
  if (endpoint.method === 'GET') return;
  if (endpoint.changesEveryGuild) ctx.changes.notify('*');
  else if (endpoint.auth.kind === 'guild') ctx.changes.notify(String((params as { guildId?: unknown }).guildId));
}
