// The dashboard's requests take turns: a few at work at once, the rest in the order they came; health
// checks and static files pass; a turn ends with the answer made, and a client gone gives up its place.
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import t from 'tap';
import { request } from 'undici';
import { createTurns, setupAdmission, turnsFor } from '../../server/dashboard/setup/admission.js';

/** For the tests of waiting: a bound no slow machine reaches, so no turn steps aside while they look. */
const HELD_FOR_EVER_MS = 3_600_000;

t.test('at most the limit at work; the others in the order they came', async (t) => {
  const turns = createTurns(2);
  const started: string[] = [];
  const leave = ['a', 'b', 'c', 'd'].map((name) => turns.enter(() => started.push(name)));
  t.same(started, ['a', 'b']);
  t.same(turns.counts(), { atWork: 2, waiting: 2 });
  leave[1]!();
  t.same(started, ['a', 'b', 'c'], 'a turn ended lets the first waiting one in');
  leave[1]!();
  t.same(turns.counts(), { atWork: 2, waiting: 1 }, 'ending a turn twice counts once');
  leave[3]!();
  t.same(turns.counts(), { atWork: 2, waiting: 0 }, 'one gone while waiting leaves the queue');
  leave[0]!();
  leave[2]!();
  t.same(started, ['a', 'b', 'c'], 'one gone never starts');
  t.same(turns.counts(), { atWork: 0, waiting: 0 });
});

t.test('a turn held past its bound gives its place to the next; ending it then frees nothing more', async (t) => {
  const turns = createTurns(1, 20);
  const started: string[] = [];
  let nextAdmitted!: () => void;
  const nextStarted = new Promise<void>((resolve) => (nextAdmitted = resolve));
  const leaveSlow = turns.enter(() => started.push('slow'));
  const leaveNext = turns.enter(() => {
    started.push('next');
    nextAdmitted();
  });
  const leaveLast = turns.enter(() => started.push('last'));
  t.same(started, ['slow']);
  // The bound's timer keeps no process alive (a server's sockets do): this test's own does, until then.
  const alive = setTimeout(() => {}, 60_000);
  await nextStarted;
  clearTimeout(alive);
  t.same(started, ['slow', 'next'], 'the slow one stepped aside');
  t.same(turns.counts(), { atWork: 1, waiting: 1 });
  leaveSlow();
  t.same(turns.counts(), { atWork: 1, waiting: 1 }, 'its end frees no second place');
  leaveNext();
  t.same(started, ['slow', 'next', 'last']);
  leaveLast();
  t.same(turns.counts(), { atWork: 0, waiting: 0 });
});

t.test('two at work with the bot API in this process, six with it elsewhere', async (t) => {
  const atOnce = (botApiHere: boolean) => {
    const turns = turnsFor({ botApiHere });
    const leave = Array.from({ length: 10 }, () => turns.enter(() => {}));
    const counts = turns.counts();
    for (const end of leave) end();
    return counts;
  };
  t.same(atOnce(true), { atWork: 2, waiting: 8 });
  t.same(atOnce(false), { atWork: 6, waiting: 4 });
});

t.test(
  'requests wait for a turn until an answer is made; health checks, assets and another program do not',
  async (t) => {
    const turns = createTurns(1, HELD_FOR_EVER_MS);
    const app = Fastify();
    setupAdmission(app, turns, ['/_other']);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow', async () => {
      await held;
      return 'slow';
    });
    app.get('/page', async () => 'page');
    app.get('/livez', async () => 'ok');
    app.get('/assets/app.css', async () => 'css');
    app.get('/_other/api/gateway', async () => 'other');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    t.teardown(() => app.close());

    const slow = request(`${base}/slow`).then((res) => res.body.text());
    while (turns.counts().atWork === 0) await sleep(5);
    const page = request(`${base}/page`).then((res) => res.body.text());
    while (turns.counts().waiting === 0) await sleep(5);
    t.equal(await (await request(`${base}/livez`)).body.text(), 'ok', '/livez passes the queue');
    t.equal(await (await request(`${base}/assets/app.css`)).body.text(), 'css', 'static files pass the queue');
    t.equal(
      await (await request(`${base}/_other/api/gateway`)).body.text(),
      'other',
      'a program sharing the port passes the queue',
    );
    t.same(turns.counts(), { atWork: 1, waiting: 1 }, 'the page waits for the slow one');
    release();
    t.equal(await slow, 'slow');
    t.equal(await page, 'page');
    t.same(turns.counts(), { atWork: 0, waiting: 0 });
  },
);

t.test('a client gone while waiting or at work gives its place up', async (t) => {
  const turns = createTurns(1, HELD_FOR_EVER_MS);
  const app = Fastify({ forceCloseConnections: true });
  setupAdmission(app, turns);
  app.get('/never', () => new Promise(() => {}));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  t.teardown(() => app.close());

  const first = new AbortController();
  const second = new AbortController();
  const gone = (signal: AbortSignal) => request(`${base}/never`, { signal }).catch(() => 'gone');
  const answers = [gone(first.signal)];
  while (turns.counts().atWork === 0) await sleep(5);
  answers.push(gone(second.signal));
  while (turns.counts().waiting === 0) await sleep(5);
  second.abort();
  while (turns.counts().waiting > 0) await sleep(5);
  t.same(turns.counts(), { atWork: 1, waiting: 0 }, 'the waiting one left the queue');
  first.abort();
  while (turns.counts().atWork > 0) await sleep(5);
  t.same(await Promise.all(answers), ['gone', 'gone']);
});
