// SECURITY.md, R1: a transcript could freeze the process (super-linear Markdown parsing, rendered
// synchronously). The parser's work is counted in steps; the whole product's in the CPU time the kernel
// charges its process: a hostile transcript view costs under 1 s of it, and /livez keeps answering
// meanwhile, at least once per 100 ms of that CPU time (the hold the server itself warns about).
import fc from 'fast-check';
import t from 'tap';
import { request } from 'undici';
import { MAX_NODES, parseDiscordMarkdown, type MdNode } from '../../views/markdown/discord-markdown.js';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { TEST_SERVICE_TOKEN, USERS } from '../helpers/bot-api.js';
import { freePort } from '../helpers/browser.js';
import { signInOverHttp } from '../helpers/http-client.js';
import { DASHBOARD_MAIN, startProcess } from '../helpers/processes.js';
import { cpuTimeOf } from '../helpers/work.js';
import { STALL_WARNING_MS } from '../../server/platform/metrics.js';

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

t.test(
  "F10 and R1 the finding's inputs and other delimiter floods parse in steps linear in their length",
  async (t) => {
    for (const unit of HOSTILE_UNITS) {
      for (const length of [2_000, 4_000, 20_000]) {
        const { steps, nodeCount } = parseDiscordMarkdown(hostile(unit, length));
        t.ok(steps <= STEPS_PER_CHAR * length, `${JSON.stringify(unit)} × ${length}: ${steps} steps`);
        t.ok(nodeCount <= MAX_NODES, `${JSON.stringify(unit)} × ${length}: ${nodeCount} nodes`);
      }
    }
  },
);

/**
 * Asks /livez from a worker thread, each answer the next question, until stopped, and counts the answers
 * in shared memory. A thread of its own, so this process reading the multi-megabyte page never holds
 * the questions back.
 */
async function askLivez(url: string): Promise<{ answers(): number; stop(): Promise<void> }> {
  const count = new Int32Array(new SharedArrayBuffer(4));
  // The first request warms the worker's fetch and its connection; it is not counted.
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let done = false;
    parentPort.on('message', () => { done = true; });
    (async () => {
      await (await fetch(workerData.url)).arrayBuffer();
      parentPort.postMessage('ready');
      while (!done) {
        await (await fetch(workerData.url)).arrayBuffer();
        Atomics.add(workerData.count, 0, 1);
      }
      parentPort.postMessage('stopped');
    })();`,
    { eval: true, workerData: { url, count } },
  );
  await once(worker, 'message');
  return {
    answers: () => Atomics.load(count, 0),
    async stop() {
      const stopped = once(worker, 'message');
      worker.postMessage('stop');
      await stopped;
      await worker.terminate();
    },
  };
}

t.test('F10 and R1 property: any mix of Markdown tokens parses in linear steps into a bounded tree', async (t) => {
  const token = fc.constantFrom(...HOSTILE_UNITS, 'a', ' ', '\n', 'é', '😀', ':', ')', '(', ']', '>', 'h', 'ttp', '1');
  fc.assert(
    fc.property(
      fc.array(token, { maxLength: 1_500 }).map((parts) => parts.join('')),
      fc.integer({ min: 0, max: MAX_NODES }),
      (source, allowance) => {
        const { steps, nodeCount, nodes } = parseDiscordMarkdown(source, allowance);
        return (
          steps <= STEPS_PER_CHAR * source.length + STEPS_PER_CHAR &&
          nodeCount <= allowance &&
          nodesIn(nodes) <= 3 * nodeCount + 1
        );
      },
    ),
    { numRuns: 300 },
  );
  t.pass('300 hostile texts');
});

t.test(
  'F10 and R1 a transcript of 500 hostile 4,000-character messages: the page and the fragment in under 1 s of CPU, /livez answering meanwhile',
  async (t) => {
    // The product as operators run it: build/server/main.js in its own process (production React, no
    // coverage instrumentation), the bot closing a ticket with the transcript through the real bot
    // endpoints, a signed-in owner, and /livez asked from this process while the server renders.
    const [port, botPort] = [await freePort(), await freePort()];
    const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-r1-'));
    t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = startProcess(
      DASHBOARD_MAIN,
      {
        PORT: String(port),
        BOT_API_PORT: String(botPort),
        DATA_DIR: dataDir,
        BOT_SERVICE_TOKEN: TEST_SERVICE_TOKEN,
        SESSION_SECRET: 'r1-session-secret-r1-session-secret-r1',
      },
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
    const closed = await request(`http://127.0.0.1:${botPort}/bot/tickets/${G}/${ticket.id}/close`, {
      method: 'POST',
      headers: bot,
      body: JSON.stringify({ transcript: { messages } }),
    });
    await closed.body.dump();
    t.equal(closed.statusCode, 200, 'and closed it with the hostile transcript');
    const cookie = (await signInOverHttp(base, USERS.owner)).header();

    for (const path of [
      `/dashboard/${G}/tickets/${ticket.id}/transcript`,
      `/dashboard/${G}/tickets/${ticket.id}/transcript.html`,
    ]) {
      // The route has run once before the count starts: a running server, not the first compilation.
      await (await request(`${base}${path}`, { headers: { cookie } })).body.text();
      const livez = await askLivez(`${base}/livez`);
      const pid = server.child.pid!;
      const [cpuBefore, answersBefore] = [cpuTimeOf(pid), livez.answers()];
      // The page is rendered before its first byte is sent: the answers until the headers came in are
      // those /livez gave while the server rendered (and fetched) the transcript.
      const res = await request(`${base}${path}`, { headers: { cookie } });
      const [renderCpuMs, answered] = [cpuTimeOf(pid) - cpuBefore, livez.answers() - answersBefore];
      const body = await res.body.text();
      const cpuMs = cpuTimeOf(pid) - cpuBefore;
      await livez.stop();
      t.equal(res.statusCode, 200, path);
      t.match(body, '[x](&lt;[x](&lt;', `${path}: the finding's input is shown as text`);
      t.ok(cpuMs < 1_000, `${path}: ${cpuMs.toFixed(0)} ms of the server's CPU`);
      // A render that held the event loop gets one or two answers in, before and after it.
      const due = Math.max(3, Math.floor(renderCpuMs / STALL_WARNING_MS));
      t.ok(
        answered >= due,
        `${path}: /livez answered ${answered} times while the server spent ${renderCpuMs.toFixed(0)} ms of CPU on the page (at least ${due})`,
      );
    }
  },
);
