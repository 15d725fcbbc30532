// The proxy overhead figure of npm run bench: what the dashboard's /api adds to a bot API call.
import { request } from 'undici';
import { signBotApiToken } from '../../server/platform/bot-api-token.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { GUILD } from './fixtures.js';
import { percentile, round } from './lib.js';
import type { ProxyFigures } from './report.js';

/** One request at a time, alternating: the dashboard's /api proxy and the bot API it proxies (from memory). */
export async function proxyOverhead({
  base,
  cookie,
  directUrl,
  secret,
}: {
  base: string;
  cookie: string;
  directUrl: string;
  secret: string;
}): Promise<ProxyFigures> {
  const path = `/api/discord/${GUILD}/roles`;
  const token = await signBotApiToken(secret, { id: DEMO_IDS.owner, name: 'demo-owner' }, new Date());
  const targets = {
    proxied: () => request(`${base}${path}`, { headers: { cookie } }),
    direct: () => request(`${directUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }),
  };
  const samples: Record<keyof typeof targets, number[]> = { proxied: [], direct: [] };
  const once = async (key: keyof typeof targets, record: boolean) => {
    const started = process.hrtime.bigint();
    const res = await targets[key]();
    await res.body.dump();
    if (res.statusCode !== 200) throw new Error(`${key} ${path}: ${res.statusCode}`);
    if (record) samples[key].push(Number(process.hrtime.bigint() - started) / 1_000);
  };
  for (let i = 0; i < 500; i++) for (const key of ['proxied', 'direct'] as const) await once(key, false);
  for (let batch = 0; batch < 10; batch++)
    for (const key of ['proxied', 'direct'] as const) for (let i = 0; i < 300; i++) await once(key, true);
  const figures = (list: number[]) => ({ p50: round(percentile(list, 0.5)), p99: round(percentile(list, 0.99)) });
  const proxied = figures(samples.proxied);
  const direct = figures(samples.direct);
  return { direct, proxied, addedP50: round((proxied.p50 - direct.p50) / 1_000, 3) };
}
