// An auto response's full embed through the bot API on both stores: saved and read back as sent; the
// responses saved before (the demo's) read unchanged, with no embed parts; Discord's limits refused by field.
import t from 'tap';
import { buildTestBotApi, IDS, storeKinds, USERS } from '../helpers/bot-api.js';

const G = IDS.demoGuild;
const BASE = `/api/autoresponses/${G}`;
const EMBED = {
  url: 'https://example.com/a',
  timestamp: true,
  fields: [{ name: 'Wann', value: '20 Uhr', inline: true }],
  footer: { text: 'Bis bald', iconUrl: null },
  author: { name: 'Team', url: null, iconUrl: 'https://example.com/i.png' },
  imageUrl: 'https://example.com/b.png',
  thumbnailUrl: null,
};

for (const kind of storeKinds())
  t.test(`embeds on ${kind}`, async (t) => {
    const bot = await buildTestBotApi(t, { kind });
    const old = (await bot.call('GET', BASE, USERS.owner)).json() as { embed_extras: unknown }[];
    t.ok(old.length > 0);
    t.ok(
      old.every((response) => response.embed_extras === null),
      'the saved ones read without embed parts',
    );
    const body = { guildId: G, trigger: 'neu', response: 'Hallo', isEmbed: true, embedTitle: 'T', embed: EMBED };
    const created = await bot.call('POST', BASE, USERS.owner, body);
    t.equal(created.statusCode, 201);
    t.same(created.json().embed_extras, EMBED);
    const refused = await bot.call('POST', BASE, USERS.owner, {
      ...body,
      trigger: 'zu lang',
      embed: { ...EMBED, imageUrl: 'javascript:x', fields: [{ name: 'a', value: 'x'.repeat(1025) }] },
    });
    t.equal(refused.statusCode, 400);
    t.match(JSON.stringify(refused.json()), 'imageUrl');
    t.match(JSON.stringify(refused.json()), 'fields');
  });
