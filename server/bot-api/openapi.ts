// The bot API as an OpenAPI 3.1 document, generated from the endpoint table: zod's own JSON Schema output
// (draft 2020-12, which OpenAPI 3.1 uses as it is) for every params, query, body and response schema, so
// the document cannot drift from what the bot API validates. Served at GET /openapi.json and committed
// as docs/bot-api.openapi.json (a test fails when that file is stale).
import { z } from 'zod';
import { allEndpoints } from '../contract/endpoints/index.js';
import { ERROR_CODES, ErrorBody, type Endpoint, type EndpointAuth } from '../contract/index.js';

type JsonSchema = Record<string, unknown>;

/** A schema as JSON Schema: requests as they are sent (io: input), responses as they are read (io: output). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema form; their base shape is what is described.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/** Each property of an object schema as an OpenAPI parameter `in` the path or the query. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

const SECURITY: Record<EndpointAuth['kind'], { name: string; scheme: JsonSchema }> = {
  guild: {
    name: 'userToken',
    scheme: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'HS256 token signed with BOT_API_SECRET for one user (sub, name), valid 5 minutes.',
    },
  },
  user: { name: 'userToken', scheme: {} },
  bot: {
    name: 'serviceToken',
    scheme: { type: 'http', scheme: 'bearer', description: 'BOT_SERVICE_TOKEN, for the bot itself.' },
  },
};

const ERROR_STATUSES: Record<string, string> = {
  '400': 'Invalid request (see `issues`) or a refused change',
  '401': 'Missing or invalid token',
  '403': 'No permission (see `code`)',
  '404': 'Unknown guild, entry or path',
  '409': 'Duplicate',
  '503': 'Discord unavailable or rate limited (Retry-After)',
};

function describeAuth(auth: EndpointAuth): string {
  if (auth.kind === 'guild')
    return `Needs \`${auth.permission}\` on the guild (owner, Administrator, Manage Guild and admin sessions have every permission).`;
  if (auth.kind === 'user')
    return auth.minAdminLevel ? `Needs global admin level ${auth.minAdminLevel} or higher.` : 'Any signed-in user.';
  return 'The bot, with BOT_SERVICE_TOKEN.';
}

function operation(resource: string, name: string, endpoint: Endpoint): JsonSchema {
  const success =
    endpoint.status === 204
      ? { description: 'No content' }
      : {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } },
        };
  const errors = Object.fromEntries(
    Object.keys(ERROR_STATUSES).map((status) => [status, { $ref: `#/components/responses/Error${status}` }]),
  );
  return {
    operationId: `${resource}.${name}`,
    summary: endpoint.summary,
    description: describeAuth(endpoint.auth),
    tags: [resource],
    security: [{ [SECURITY[endpoint.auth.kind].name]: [] }],
    parameters: [...parameters(endpoint.params, 'path'), ...parameters(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: { [String(endpoint.status)]: success, ...errors },
    ...(endpoint.auth.kind === 'guild' ? { 'x-permission': endpoint.auth.permission } : {}),
    ...(endpoint.proxied ? { 'x-dashboard-proxy': true } : {}),
  };
}

export function openApiDocument(version: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { resource, name, endpoint } of allEndpoints()) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(resource, name, endpoint) };
  }
  const errorBody = jsonSchema(ErrorBody, 'output') as JsonSchema & { properties: Record<string, JsonSchema> };
  errorBody.properties.code = { type: 'string', description: `Stable code; one of: ${ERROR_CODES.join(', ')}.` };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Guildhall bot API',
      version,
      description:
        'The HTTP API the Guildhall dashboard calls and the bot-facing endpoints. Every error body has `error` (a sentence) and `code`.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    paths,
    components: {
      schemas: { ErrorBody: errorBody },
      responses: Object.fromEntries(
        Object.entries(ERROR_STATUSES).map(([status, description]) => [
          `Error${status}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
        ]),
      ),
      securitySchemes: { userToken: SECURITY.guild.scheme, serviceToken: SECURITY.bot.scheme },
    },
  };
}

/** The committed form (docs/bot-api.openapi.json): two-space JSON with a final newline. */
export const openApiText = (version: string) => `${JSON.stringify(openApiDocument(version), null, 2)}\n`;
