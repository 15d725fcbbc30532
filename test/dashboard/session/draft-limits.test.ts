// H1: what a browser can make us keep without a session is bounded. The signed last-user cookie outlives
// the session, so its holder can post page forms that are kept as drafts; a flood of them must not grow
// the process (or Redis) and must not push out another user's draft. Measured on the real process, on
// the in-memory store and on Redis.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import t from 'tap';
import { DEMO_IDS } from '../../../server/stand-in/world.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { freePort } from '../../helpers/browser.js';
import { type CookieJar, fetchRaw, signInOverHttp } from '../../helpers/http-client.js';
import { DASHBOARD_MAIN, SERVE_NODE_FLAGS, startMeasuredProcess } from '../../helpers/processes.js';

const FLOOD = 2_000;
const PARALLEL = 8;
const PAGE = `/dashboard/${DEMO_IDS.demoGuild}/ticket-categories`;

/** A browser whose session cookie is gone (a logout elsewhere, an idle timeout) but that still holds last-user. */
async function endedSession(base: string, userId: string): Promise<CookieJar> {
  const jar = await signInOverHttp(base, userId);
  jar.store('sid=; Max-Age=0');
  return jar;
}

const categoryForm = (name: string) => ({
  intent: 'create',
  name,
  description: 'Entwurf',
  emoji: '🎫',
  color: '#5865F2',
  sortOrder: '0',
});

/** Pages flooded so far: every flood goes to pages never sent to before, so no draft replaces an earlier one. */
let pagesFlooded = 0;

/** Page forms sent without a session, `count` of them, `size` characters of description each, to ever new pages. */
async function flood(base: string, jar: CookieJar, count: number, size: number): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      const index = pagesFlooded++;
      // Another page every time: another guild's categories (the route keeps drafts for any guild id).
      const guildId = String(300000000000000000n + BigInt(index));
      const res = await fetchRaw(`${base}/dashboard/${guildId}/ticket-categories`, {
        method: 'POST',
        jar,
        headers: { origin: base },
        form: { ...categoryForm(`Flut ${index}`), description: 'x'.repeat(size) },
      });
      statuses.push(res.status);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return statuses;
}

for (const store of ['memory', ...(process.env.REDIS_URL ? ['redis'] : [])] as const) {
  t.test(
    `H1 a flood of ${FLOOD} drafts without a session leaves memory${store === 'redis' ? ' and Redis' : ''} as it was and another user's draft in place (${store})`,
    async (t) => {
      const [port, botPort] = [await freePort(), await freePort()];
      const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-drafts-'));
      t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
      const redis = store === 'redis' ? new Redis(process.env.REDIS_URL!) : null;
      t.teardown(() => redis?.quit());
      // The quotas count in Redis for a draft's lifetime: a run minutes ago must not use up this one's.
      for (const key of (await redis?.keys('*draft-*')) ?? []) await redis!.del(key);
      const base = `http://127.0.0.1:${port}`;
      const server = startMeasuredProcess(
        DASHBOARD_MAIN,
        {
          PORT: String(port),
          BOT_API_PORT: String(botPort),
          DATA_DIR: dataDir,
          SESSION_SECRET: 'draft-flood-secret-draft-flood-secret-0123',
          ...(redis ? { REDIS_URL: process.env.REDIS_URL! } : {}),
        },
        t,
        SERVE_NODE_FLAGS,
      );
      await server.started('Guildhall is running at');

      // The real user: their session ended while they typed a category; the form is kept for them.
      const owner = await endedSession(base, DEMO_IDS.owner);
      const kept = await fetchRaw(`${base}${PAGE}`, {
        method: 'POST',
        jar: owner,
        headers: { origin: base },
        form: categoryForm('Mein Entwurf'),
      });
      t.match(kept.location, /^\/login\?error=unauthorized&next=/, 'the real user is sent to sign in');

      // The attacker: another account, signed out, with only the last-user cookie. Memory is read after a
      // garbage collection, so the measure shows what the flood left behind, not what is yet to be freed,
      // and after a first flood of the same shape: it brings the process to its working size (the malloc
      // arenas of V8's helper threads grow by about 10 MB on Node 24 the first time, then stay), so the
      // second shows whether a flood accumulates, which is what filled the process before.
      const attacker = await endedSession(base, DEMO_IDS.moderator);
      await flood(base, attacker, FLOOD / 2, 60_000);
      await flood(base, attacker, FLOOD / 2, 15_000);
      const redisUsed = async () => Number(/used_memory:(\d+)/.exec(await redis!.info('memory'))![1]);
      const [before, redisBefore] = [await server.retained(), redis ? await redisUsed() : 0];
      const large = await flood(base, attacker, FLOOD / 2, 60_000);
      const small = await flood(base, attacker, FLOOD / 2, 15_000);
      const [after, redisAfter] = [await server.retained(), redis ? await redisUsed() : 0];

      t.same(
        new Set([...large, ...small]),
        new Set([303]),
        'every post is answered by the way to sign in, never an error',
      );
      const rssGrowth = after.rss - before.rss;
      const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
      t.ok(
        rssGrowth < 10 * 1024 * 1024,
        `resident memory grew by ${megabytes(rssGrowth)} MB (less than 10 MB; the heap by ${megabytes(after.heapUsed - before.heapUsed)} MB)`,
      );
      if (redis) {
        const redisGrowth = redisAfter - redisBefore;
        t.ok(redisGrowth < 1024 * 1024, `Redis grew by ${(redisGrowth / 1024).toFixed(0)} KB (less than 1 MB)`);
        const lifetimes = await Promise.all((await redis.keys('guildhall:draft:*')).map((key) => redis.ttl(key)));
        t.ok(
          lifetimes.length > 0 && lifetimes.every((seconds) => seconds > 0 && seconds <= 15 * 60),
          `every one of the ${lifetimes.length} draft keys expires within 15 minutes`,
        );
      }

      // The real user signs in again and finds their form as they left it.
      const again = await signInOverHttp(base, DEMO_IDS.owner, owner);
      const page = await fetchRaw(`${base}${PAGE}`, { jar: again });
      t.match(page.body.toString(), SPEC_TEXTS.forms.draftNotice, 'the real user is told the form is not saved yet');
      t.match(page.body.toString(), 'value="Mein Entwurf"', "the real user's draft survived the flood");
    },
  );
}
