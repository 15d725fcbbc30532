// What one bot API call is: method, path, who may make it, the schemas of its params, query, body and
// response, its success status, and whether islands may reach it through the dashboard's /api proxy.
// The bot API registers its routes from these entries, the dashboard's typed client builds its calls
// from them, the proxy's allow-list is their `proxied` flag, and the OpenAPI document is generated
// from them: one definition per call.
import type { z } from 'zod';
import type { PermissionId } from './common.js';
import { fillPath, type PathParamNames } from './facts.js';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: a user with a permission on the path's guild, any signed-in user (optionally a global admin of a level), or the bot. */
export type EndpointAuth =
  | { kind: 'guild'; permission: PermissionId }
  | { kind: 'user'; minAdminLevel?: 1 | 2 | 3 }
  | { kind: 'bot' };

export interface Endpoint<
  Path extends string = string,
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends EndpointAuth = EndpointAuth,
> {
  method: HttpMethod;
  /** Fastify's syntax: `/api/tickets/:guildId`. */
  path: Path;
  summary: string;
  auth: Auth;
  /** Validates the path's parameters (strings as they come from a URL). */
  params: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** 201 for creations, 204 (no body) for calls that answer nothing (deletions with an undo name their history entry). */
  status: 200 | 201 | 204;
  /** Islands may call it through the dashboard's /api/… with the same path. */
  proxied?: boolean;
  /** A change that concerns every guild's configuration (a change of a guild's own is known by its path). */
  changesEveryGuild?: boolean;
}

export function endpoint<
  const Path extends string,
  Params extends z.ZodType,
  Response extends z.ZodType,
  const Auth extends EndpointAuth,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(
  definition: Endpoint<Path, Params, Query, Body, Response, Auth>,
): Endpoint<Path, Params, Query, Body, Response, Auth> {
  return definition;
}

// Optional schema slots: the slot's type is `Schema | undefined`, so unwrap it without distributing.
type QueryValues<Q> = [NonNullable<Q>] extends [never]
  ? unknown
  : NonNullable<Q> extends z.ZodType
    ? { query?: { [K in keyof z.output<NonNullable<Q>>]?: string | number | boolean | undefined } }
    : unknown;
type BodyValue<B> = [NonNullable<B>] extends [never]
  ? unknown
  : NonNullable<B> extends z.ZodType
    ? { body: z.input<NonNullable<B>> }
    : unknown;

/** What a caller passes: the path's parameters by name, plus `query` and `body` where the call has them. */
export type EndpointInput<E extends Endpoint> = { [K in PathParamNames<E['path']>]: string | number } & QueryValues<
  E['query']
> &
  BodyValue<E['body']>;

/** What a call returns on success. */
export type EndpointResult<E extends Endpoint> = z.output<E['response']>;

/** The loose shape every transport handles: parameters, query and body of one call. */
export interface CallInput {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/** Splits a caller's input into path parameters (as strings), query (as strings, unset ones left out) and body. */
export function callInput(endpoint: Endpoint, input: object): CallInput {
  const params: Record<string, string> = {};
  let query: Record<string, string> = {};
  let body: unknown;
  for (const [key, value] of Object.entries(input)) {
    if (key === 'query') query = queryStrings(value as Record<string, unknown>);
    else if (key === 'body') body = value;
    else params[key] = String(value);
  }
  return { params, query, body: endpoint.body ? body : undefined };
}

function queryStrings(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) out[key] = String(value);
  return out;
}

/** The URL path of a call: the template with each parameter URL-encoded, then the query string. */
export function endpointUrl(endpoint: Pick<Endpoint, 'path'>, input: Pick<CallInput, 'params' | 'query'>): string {
  const path = fillPath(endpoint.path, input.params);
  const search = new URLSearchParams(input.query).toString();
  return search ? `${path}?${search}` : path;
}
