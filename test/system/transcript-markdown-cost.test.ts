// SECURITY.md, R1: a transcript could freeze the process (super-linear Markdown parsing, rendered
// synchronously). The parser's work is counted, not timed, in the unit tests; the one timed test is the
// finding's own measure: a hostile transcript view under 1 s while /livez keeps answering within 100 ms.
import fc from 'fast-check';
import t from 'tap';
import { request } from 'undici';
import { MAX_NODES, parseDiscordMarkdown, type MdNode } from '../../views/transcript/discord-markdown.js';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { cpuSeconds } from '../../scripts/bench/lib.js';
import { TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';
import { freePort } from '../helpers/browser.js';
import { signInOverHttp } from '../helpers/http-client.js';
import { DASHBOARD_MAIN, startProcess } from '../helpers/processes.js';

const G = '100000000000000001';
/** Steps per character the parser may take: a constant, whatever the input. */
const STEPS_PER_CHAR = 16;

/** Inputs that were slow before (R1's) and others built to defeat a closing-delimiter search. */
const HOSTILE_UNITS = [
  '[x](<',
  '**_',
  '*a',
  '_a',
  '||x',
  '~~',
  '`',
  '``',
  '```',
  '[',
  '](',
  '[a](b',
  '<https://a',
  '> ',
  '\n> ',
  '>>> ',
  '# ',
  '-# ',
  'https://',
  'https://.',
  '<@1',
  '<@&1>',
  '<#',
  '<t:1',
  '<:a:',
  '<a:a:1>',
  '***',
  '__*',
  '\\',
  '\\*',
  '@everyone',
  '||**__~~',
  '<',
  '&',
];

const hostile = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

function nodesIn(nodes: MdNode[]): number {
  return nodes.reduce((count, node) => count + ('children' in node ? nodesIn(node.children) : 0) + 1, 0);
}

t.test("F10 and R1 the finding's inputs and other delimiter floods parse in steps linear in their length", async (t) => {
  for (const unit of HOSTILE_UNITS) {
    for (const length of [2_000, 4_000, 20_000]) {
      const { steps, nodeCount } = parseDiscordMarkdown(hostile(unit, length));
      t.ok(steps <= STEPS_PER_CHAR * length, `${JSON.stringify(unit)} × ${length}: ${steps} steps`);
      t.ok(nodeCount <= MAX_NODES, `${JSON.stringify(unit)} × ${length}: ${nodeCount} nodes`);
    }
  }
});

/**
 * Asks /livez every 10 ms from a worker thread until stopped, and returns each answer's time. A thread
 * of its own, so the clock measures the server, not this process reading the multi-megabyte page.
 */
function pollLivez(url: string): Promise<{ stop(): Promise<number[]> }> {
  // The first request warms the worker's fetch and its connection; it is not counted.
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let done = false;
    parentPort.on('message', () => { done = true; });
    (async () => {
      await (await fetch(workerData)).arrayBuffer();
      parentPort.postMessage('ready');
      const times = [];
      while (!done) {
        const started = performance.now();
        const res = await fetch(workerData);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      parentPort.postMessage(times);
    })();`,
    { eval: true, workerData: url },
  );
  return once(worker, 'message').then(() => ({
    async stop() {
      const answer = once(worker, 'message');
      worker.postMessage('stop');
      const [times] = (await answer) as [number[]];
      await worker.terminate();
      return times;
    },
  }));
}

t.test('F10 and R1 property: any mix of Markdown tokens parses in linear steps into a bounded tree', async (t) => {
  const token = fc.constantFrom(...HOSTILE_UNITS, 'a', ' ', '\n', 'é', '😀', ':', ')', '(', ']', '>', 'h', 'ttp', '1');
  fc.assert(
    fc.property(
      fc.array(token, { maxLength: 1_500 }).map((parts) => parts.join('')),
      fc.integer({ min: 0, max: MAX_NODES }),
      (source, allowance) => {
        const { steps, nodeCount, nodes } = parseDiscordMarkdown(source, allowance);
        return steps <= STEPS_PER_CHAR * source.length + STEPS_PER_CHAR && nodeCount <= allowance && nodesIn(nodes) <= 3 * nodeCount + 1;
      },
    ),
    { numRuns: 300 },
  );
  t.pass('300 hostile texts');
});

t.test('F10 and R1 a transcript of 500 hostile 4,000-character messages: the page and the fragment in under 1 s of CPU, /livez within 100 ms meanwhile', async (t) => {
  // The product as operators run it: build/server/main.js in its own process (production React, no
  // coverage instrumentation), the bot closing a ticket with the transcript through the real bot
  // endpoints, a signed-in owner, and /livez asked from this process while the server renders.
  const [port, botPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-r1-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = startProcess(
    DASHBOARD_MAIN,
    { PORT: String(port), BOT_API_PORT: String(botPort), DATA_DIR: dataDir, BOT_SERVICE_TOKEN: TEST_SERVICE_TOKEN, SESSION_SECRET: 'r1-session-secret-r1-session-secret-r1' },
    t,
  );
  await server.started('Guildhall is running at');
  const base = `http://127.0.0.1:${port}`;
  const bot = { authorization: `Bearer ${TEST_SERVICE_TOKEN}`, 'content-type': 'application/json' };
  const opened = await request(`http://127.0.0.1:${botPort}/bot/tickets/${G}`, {
    method: 'POST',
    headers: bot,
    body: JSON.stringify({ userId: '200000000000000013', username: 'sophie_r', reason: 'R1' }),
  });
  const ticket = (await opened.body.json()) as { id: number };
  t.equal(opened.statusCode, 201, 'the bot opened a ticket');
  const messages = Array.from({ length: 500 }, (_, index) => ({
    id: String(index + 1),
    content: hostile(HOSTILE_UNITS[index % HOSTILE_UNITS.length]!, 4_000),
    author: { id: '200000000000000013', displayName: 'Sophie' },
  }));
  const closed = await request(`http://127.0.0.1:${botPort}/bot/tickets/${G}/${ticket.id}/close`, { method: 'POST', headers: bot, body: JSON.stringify({ transcript: { messages } }) });
  await closed.body.dump();
  t.equal(closed.statusCode, 200, 'and closed it with the hostile transcript');
  const cookie = (await signInOverHttp(base, USERS.owner)).header();

  for (const path of [`/dashboard/${G}/tickets/${ticket.id}/transcript`, `/dashboard/${G}/tickets/${ticket.id}/transcript.html`]) {
    // The route has run once before the clock starts: a running server, not the first compilation.
    await (await request(`${base}${path}`, { headers: { cookie } })).body.text();
    const poller = await pollLivez(`${base}/livez`);
    const cpuBefore = cpuSeconds(server.child.pid!);
    const started = performance.now();
    const res = await request(`${base}${path}`, { headers: { cookie } });
    const body = await res.body.text();
    const elapsed = performance.now() - started;
    const cpuMs = (cpuSeconds(server.child.pid!) - cpuBefore) * 1000;
    const livez = await poller.stop();
    t.equal(res.statusCode, 200, path);
    t.match(body, '[x](&lt;[x](&lt;', `${path}: the finding's input is shown as text`);
    t.ok(cpuMs < 1_000, `${path}: ${cpuMs.toFixed(0)} ms of the server's CPU (${elapsed.toFixed(0)} ms on the clock)`);
    t.ok(livez.length >= 3, `${path}: /livez was asked ${livez.length} times meanwhile`);
    t.ok(Math.max(...livez) < 100, `${path}: /livez answered within ${Math.max(...livez).toFixed(0)} ms (${livez.map((ms) => ms.toFixed(0)).join(', ')})`);
  }
});
