// Validates JSON against Discord's own OpenAPI description (a copy in test/fixtures/discord, MIT):
// ajv in draft 2020-12 mode, strict, with Discord's custom formats; schemas compile lazily per route.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { projectRoot } from '../../server/platform/paths.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const document: Record<string, unknown> = JSON.parse(
  gunzipSync(readFileSync(join(projectRoot, 'test', 'fixtures', 'discord', 'openapi.json.gz'))).toString('utf8'),
);
const ajv = new Ajv2020({ allErrors: true, strict: true });
addFormats(ajv);
ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
ajv.addFormat('nonce', true);
ajv.addKeyword('x-discord-union');
ajv.addVocabulary(['openapi', 'info', 'externalDocs', 'servers', 'paths', 'components', 'tags', 'security']);
ajv.addSchema(document, 'discord.json');

const segment = (value: string) => encodeURIComponent(value.replace(/~/g, '~0').replace(/\//g, '~1'));

/** The validator for a documented response, e.g. ('/guilds/{guild_id}', 'get', '200'). */
export function discordResponse(path: string, method: string, status: string): ValidateFunction {
  const paths = document.paths as Record<string, Record<string, { responses: Record<string, { $ref?: string }> }>>;
  const response = paths[path]?.[method]?.responses[status];
  if (!response) throw new Error(`Discord documents no ${status} response for ${method.toUpperCase()} ${path}`);
  const pointer = response.$ref
    ? `discord.json${response.$ref}/content/${segment('application/json')}/schema`
    : `discord.json#/paths/${segment(path)}/${method}/responses/${status}/content/${segment('application/json')}/schema`;
  const validate = ajv.getSchema(pointer);
  if (!validate) throw new Error(`No schema at ${pointer}`);
  return validate;
}

/** The OAuth2 token response, which the document does not describe. */
export const tokenResponse = ajv.compile({
  type: 'object',
  required: ['access_token', 'token_type', 'expires_in', 'scope'],
  properties: {
    access_token: { type: 'string', minLength: 1 },
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer', minimum: 1 },
    refresh_token: { type: 'string' },
    scope: { type: 'string', pattern: '^[a-z.]+( [a-z.]+)*$' },
  },
});
