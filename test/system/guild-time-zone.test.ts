// The guild's time zone, which the bot API keeps between calls, as the pages show it: chosen on the
// settings page, it is the zone of the very next page. The whole demo system, signed in over HTTP, on
// SQLite, and on PostgreSQL with Redis when DATABASE_URL and REDIS_URL are set.
import t, { type Test } from 'tap';
import { elements } from '../helpers/app.js';
import { IDS, postgresSchema, storeKinds } from '../helpers/bot-api.js';
import { startDemo } from '../helpers/browser.js';
import { fetchRaw, signInOverHttp } from '../helpers/http-client.js';

const SETTINGS = `/dashboard/${IDS.demoGuild}/settings`;

async function chooseZone(t: Test, env: Record<string, string>) {
  const { base } = await startDemo(t, env);
  const jar = await signInOverHttp(base, IDS.owner);
  const page = async () => (await fetchRaw(`${base}${SETTINGS}`, { jar })).body.toString();
  const zoneShown = (html: string) => elements(html, 'input', { name: 'timeZone' })[0]?.attributes.value;
  const before = await page();
  t.equal(zoneShown(before), 'Europe/Berlin', 'the default, read (and kept by the bot API)');
  const csrf = /name="_csrf" value="([^"]+)"/.exec(before)?.[1] ?? '';
  const saved = await fetchRaw(`${base}${SETTINGS}`, {
    method: 'POST',
    jar,
    headers: { origin: base, 'sec-fetch-site': 'same-origin' },
    form: { _csrf: csrf, intent: 'timeZone', timeZone: 'Asia/Tokyo' },
  });
  t.equal(saved.status, 303, 'saved');
  t.equal(zoneShown(await page()), 'Asia/Tokyo', 'the very next page shows the new zone');
}

for (const kind of storeKinds()) {
  t.test(`a time zone chosen shows on the next page (${kind})`, async (t) => {
    if (kind === 'sqlite') return chooseZone(t, {});
    const schema = await postgresSchema('zone');
    t.teardown(() => schema.drop());
    return chooseZone(t, {
      DATABASE_URL: schema.url,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
  });
}
