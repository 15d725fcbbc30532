// The bot API's OpenAPI 3.1 document: generated from the endpoint table, valid by the official OpenAPI
// schema, served at /openapi.json, committed current, and describing what the bot API really answers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import t from 'tap';
import { openApiDocument, openApiText } from '../../server/bot-api/openapi.js';
import { APP_VERSION } from '../../server/platform/config.js';
import { allEndpoints } from '../../server/contract/endpoints/index.js';
import { projectRoot } from '../../server/platform/paths.js';
import { buildTestBotApi, IDS, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
type Operation = { operationId: string; responses: Record<string, { content?: Record<string, { schema: object }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

t.test('the document is valid OpenAPI 3.1 (the official schema)', async (t) => {
  const validator = new Validator();
  const result = await validator.validate(openApiDocument(APP_VERSION));
  t.same(result.errors ?? [], [], 'no schema errors');
  t.equal(result.valid, true);
  t.equal(validator.version, '3.1', 'validated as 3.1');
  const broken = { ...openApiDocument(APP_VERSION), info: { title: 'no version' } };
  t.equal((await new Validator().validate(broken)).valid, false, 'the validator does refuse a broken document');
});

t.test('docs/bot-api.openapi.json is current (npm run openapi writes it)', async (t) => {
  const committed = readFileSync(join(projectRoot, 'docs', 'bot-api.openapi.json'), 'utf8');
  t.equal(committed, openApiText(APP_VERSION), 'the committed file is what the endpoint table generates');
});

t.test('every entry of the endpoint table is documented once, and served by the bot API', async (t) => {
  const bot = await buildTestBotApi(t);
  const served = (await bot.api.inject({ url: '/openapi.json' })).json() as Document;
  t.same(served, openApiDocument(APP_VERSION), 'GET /openapi.json serves the same document');
  const ids = Object.values(served.paths).flatMap((methods) =>
    Object.values(methods).map((operation) => operation.operationId),
  );
  const entries = allEndpoints();
  t.equal(ids.length, entries.length);
  t.same(new Set(ids), new Set(entries.map(({ resource, name }) => `${resource}.${name}`)));
  for (const { endpoint } of entries)
    t.ok(
      bot.api.hasRoute({ method: endpoint.method, url: endpoint.path }),
      `${endpoint.method} ${endpoint.path} is a route`,
    );
});

t.test('real answers of the bot API match their documented schemas', async (t) => {
  const bot = await buildTestBotApi(t);
  const document = openApiDocument(APP_VERSION) as Document;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(document, 'bot-api.json');
  const probes: [string, string, string, string][] = [
    ['/api/dashboard/{guildId}/stats', 'get', `/api/dashboard/${G}/stats`, '200'],
    ['/api/dashboard/{guildId}/stats/last-week', 'get', `/api/dashboard/${G}/stats/last-week`, '200'],
    ['/api/tickets/{guildId}/transcripts', 'get', `/api/tickets/${G}/transcripts`, '200'],
    ['/api/ticket-categories/{guildId}', 'get', `/api/ticket-categories/${G}?includeInactive=true`, '200'],
    ['/api/permissions/{guildId}', 'get', `/api/permissions/${G}`, '200'],
    ['/api/discord/{guildId}/roles', 'get', `/api/discord/${G}/roles?assignableOnly=true`, '200'],
    ['/api/guilds/{guildId}/features', 'get', `/api/guilds/${G}/features`, '200'],
  ];
  for (const [path, method, url, status] of probes) {
    const res = await bot.call('GET', url, USERS.owner);
    t.equal(String(res.statusCode), status, url);
    const schema = document.paths[path]![method]!.responses[status]!.content!['application/json']!.schema;
    const validate = ajv.compile(schema);
    t.ok(validate(res.json()), `${url}: ${ajv.errorsText(validate.errors)}`);
  }
  const refused = await bot.call('GET', `/api/guilds/${G}/features`, USERS.aylin);
  const errorSchema = ajv.getSchema('bot-api.json#/components/schemas/ErrorBody')!;
  t.ok(errorSchema(refused.json()), 'a refusal is an ErrorBody');
  t.equal(refused.json().code, 'permission_missing');
});
