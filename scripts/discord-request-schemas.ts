// Generates the stand-in's validators of request bodies from Discord's OpenAPI description (the vendored
// copy in test/fixtures/discord), one per operation the stand-in serves, as standalone ajv code. Part of
// `npm run build`: compiling the whole description at run time would cost seconds and far more memory
// than these few functions. Writes build/server/stand-in/rest/discord-requests.js.
//
// The description is used as written, with three rewrites that change no verdict, only how a failure is
// reported, so that it reads as Discord's does:
// - enums written as a oneOf of consts become an `enum` (one error instead of one per value);
// - unions told apart by their `type` (components, command options, callbacks) become if/then chains on
//   that type, so a body is checked against its own kind only, and an unknown type fails at `type`;
// - a nullable reference (oneOf null or the reference) becomes if-null-else-the-reference.
// Corrections where the description's request schemas differ from what Discord documents and takes:
// - permission bit sets (allow, deny, permissions, default_member_permissions) are integers in the
//   description but strings of digits in Discord's documentation ("serialized into a string"), and
//   clients send them so: both are taken;
// - the keys of a `*_localizations` map must be Discord's locales (the description's own list of them),
//   which the description leaves open;
// - a component's emoji may be a custom emoji named by its id alone (Discord's partial emoji), where the
//   description requires a name; which emoji are valid is the stand-in's own rule (component-emoji.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { projectRoot } from '../server/platform/paths.js';
import { REQUEST_OPERATIONS } from '../server/stand-in/rest/request-operations.js';

type Schema = Record<string, unknown>;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const standaloneCode = (standaloneModule as unknown as { default: typeof standaloneModule.default }).default;
const DEFS = 'discord.json#/$defs/';
const OUTPUT = join(projectRoot, 'build', 'server', 'stand-in', 'rest', 'discord-requests.js');

const PERMISSION_FIELDS = new Set(['allow', 'deny', 'permissions', 'default_member_permissions']);

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const document = JSON.parse(
  gunzipSync(readFileSync(join(projectRoot, 'test', 'fixtures', 'discord', 'openapi.json.gz')))
    .toString('utf8')
    .replaceAll('"#/components/schemas/', `"${DEFS}`),
) as { paths: Record<string, Record<string, Schema>>; components: { schemas: Record<string, Schema> } };
const defs = document.components.schemas;

const resolve = (schema: Schema): Schema =>
  typeof schema.$ref === 'string' && schema.$ref.startsWith(DEFS)
    ? resolve(defs[schema.$ref.slice(DEFS.length)]!)
    : schema;

/** The `type` values a union's branch stands for, or null when it is no object told apart by its type. */
function tagsOf(branch: Schema): unknown[] | null {
  const properties = resolve(branch).properties;
  const tag = isSchema(properties) ? properties.type : undefined;
  if (!isSchema(tag)) return null;
  if (Array.isArray(tag.enum)) return tag.enum;
  return 'const' in tag ? [tag.const] : null;
}

/** The union as if/then chains on `type`, or null when its branches are not told apart by their type. */
function byType(branches: Schema[]): Schema | null {
  const objects = branches.filter((branch) => branch.type !== 'null');
  const tags = objects.map(tagsOf);
  const all = tags.flat();
  if (objects.length < 2 || tags.some((entry) => entry === null) || new Set(all).size !== all.length) return null;
  // Past every branch: the type is none of them (or missing), which Discord reports at `type`.
  let chain: Schema = { type: 'object', required: ['type'], properties: { type: { enum: all } } };
  for (let index = objects.length - 1; index >= 0; index -= 1)
    chain = {
      if: { type: 'object', required: ['type'], properties: { type: { enum: tags[index] } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited.
      then: objects[index],
      else: chain,
    };
  return objects.length < branches.length ? { if: { type: 'null' }, else: chain } : chain;
}

/** One node rewritten as the header says (its children are rewritten by the caller). */
function rewrite(schema: Schema): void {
  const union = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  const key = schema.oneOf ? 'oneOf' : 'anyOf';
  if (Array.isArray(union)) {
    if (union.every((branch) => 'const' in branch)) {
      delete schema[key];
      schema.enum = union.map((branch) => branch.const);
    } else {
      const nullable = union.length === 2 && union.some((branch) => branch.type === 'null');
      const chain =
        byType(union) ?? (nullable ? { if: { type: 'null' }, else: union.find((b) => b.type !== 'null') } : null);
      if (chain) {
        delete schema[key];
        delete schema['x-discord-union'];
        if (schema.if || schema.allOf) schema.allOf = [...((schema.allOf as Schema[]) ?? []), chain];
        else Object.assign(schema, chain);
      }
    }
  }
  const properties = schema.properties;
  if (isSchema(properties))
    for (const [name, property] of Object.entries(properties)) {
      if (!isSchema(property)) continue;
      if (name.endsWith('_localizations') && property.additionalProperties)
        property.propertyNames = { $ref: `${DEFS}AvailableLocalesEnum` };
      const types = [property.type].flat();
      if (PERMISSION_FIELDS.has(name) && types.includes('integer')) {
        property.type = [...types, 'string'];
        property.pattern = '^[0-9]{1,20}$';
      }
    }
  // Annotations only: the generated code is smaller without them.
  for (const note of ['title', 'description'] as const) if (typeof schema[note] === 'string') delete schema[note];
}

function rewriteAll(node: unknown, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    for (const entry of node) rewriteAll(entry, seen);
    return;
  }
  // Children first: a union's branches are read (for their tags) before the union is rewritten.
  for (const value of Object.values(node)) rewriteAll(value, seen);
  rewrite(node as Schema);
}

const requestSchemas = Object.fromEntries(
  Object.entries(REQUEST_OPERATIONS).map(([operation, [path, method]]) => {
    const body = document.paths[path]?.[method]?.requestBody as Schema | undefined;
    const schema = (body?.content as Record<string, Schema> | undefined)?.['application/json']?.schema;
    if (!isSchema(schema)) throw new Error(`Discord's description has no JSON body for ${method} ${path}`);
    return [operation, structuredClone(schema)];
  }),
);
delete defs.ComponentEmojiForRequest!.required;
// The enums first, so that the unions see their branches' tags as enums.
rewriteAll(defs);
rewriteAll(requestSchemas);

const ajv = new Ajv2020({
  strict: true,
  allowUnionTypes: true,
  allErrors: true,
  verbose: true,
  inlineRefs: false,
  messages: false,
  code: { source: true, esm: true },
});
addFormats(ajv);
ajv.addFormat('snowflake', /^(0|[1-9][0-9]*)$/);
ajv.addFormat('nonce', true);
ajv.addKeyword('x-discord-union');
ajv.addSchema({ $id: 'discord.json', $defs: defs });
for (const [operation, schema] of Object.entries(requestSchemas)) ajv.addSchema({ ...schema, $id: operation });

const code = standaloneCode(
  ajv,
  Object.fromEntries(Object.keys(requestSchemas).map((operation) => [operation, operation])),
).replace(/^"use strict";/, '');
mkdirSync(dirname(OUTPUT), { recursive: true });
// ajv's standalone code requires its runtime helpers (string length, deep equality, formats) even as ESM.
writeFileSync(
  OUTPUT,
  [
    "// Generated by scripts/discord-request-schemas.ts from Discord's OpenAPI description: do not edit.",
    '/* c8 ignore start */',
    "import { createRequire } from 'node:module';",
    'const require = createRequire(import.meta.url);',
    code,
    '/* c8 ignore stop */',
    '',
  ].join('\n'),
);
console.log(`wrote ${OUTPUT} (${Math.round(code.length / 1024)} KiB)`);
