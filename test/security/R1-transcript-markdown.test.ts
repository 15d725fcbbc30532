// Review finding R1: a transcript could freeze the process (super-linear Markdown parsing, rendered
// synchronously). The parser's work is counted, not timed, in the unit tests; the one timed test is the
// issue's own measure: a hostile transcript view under 1 s while /livez keeps answering within 100 ms.
import fc from 'fast-check';
import t from 'tap';
import { request } from 'undici';
import { MAX_NODES, parseDiscordMarkdown, type MdNode } from '../../views/transcript/discord-markdown.js';
import { buildAuthApp } from '../helpers/auth.js';

const G = '100000000000000001';
/** Steps per character the parser may take: a constant, whatever the input. */
const STEPS_PER_CHAR = 16;

/** Inputs that were slow before (the review's) and others built to defeat a closing-delimiter search. */
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

t.test("F10 and R1 the review's inputs and other delimiter floods parse in steps linear in their length", async (t) => {
  for (const unit of HOSTILE_UNITS) {
    for (const length of [2_000, 4_000, 20_000]) {
      const { steps, nodeCount } = parseDiscordMarkdown(hostile(unit, length));
      t.ok(steps <= STEPS_PER_CHAR * length, `${JSON.stringify(unit)} × ${length}: ${steps} steps`);
      t.ok(nodeCount <= MAX_NODES, `${JSON.stringify(unit)} × ${length}: ${nodeCount} nodes`);
    }
  }
});

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
  const auth = await buildAuthApp(t);
  const { cookies } = await auth.signIn();
  const messages = Array.from({ length: 500 }, (_, index) => ({
    id: String(index + 1),
    content: hostile(HOSTILE_UNITS[index % HOSTILE_UNITS.length]!, 4_000),
    author: { id: '200000000000000013', displayName: 'Sophie' },
  }));
  const record = { id: 7, username: 'sophie_r', reason: 'x', created_at: '2026-11-02T09:12:00.000Z', closed_at: '2026-11-02T10:05:00.000Z', transcript: JSON.stringify({ messages }) };
  auth.bot
    .intercept({ path: `/api/tickets/${G}/transcript/7`, method: 'GET' })
    .reply(200, record)
    .times(4);
  const origin = await auth.app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

  for (const path of [`/dashboard/${G}/tickets/7/transcript`, `/dashboard/${G}/tickets/7/transcript.html`]) {
    // A connection is open and the route has run once before the clock starts: the test measures a
    // running server's answers, not TCP set-up or the first compilation of the code.
    await (await request(`${origin}/livez`)).body.dump();
    await (await request(`${origin}${path}`, { headers: { cookie } })).body.text();
    let done = false;
    const livez: number[] = [];
    const poll = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await request(`${origin}/livez`);
        await res.body.dump();
        livez.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    // CPU time of this process (server and test client alike), not wall time: other test files
    // running beside this one slow the clock, not the work (the issue's own measure is CPU).
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const res = await request(`${origin}${path}`, { headers: { cookie } });
    const body = await res.body.text();
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    done = true;
    await poll;
    t.equal(res.statusCode, 200, path);
    t.match(body, '[x](&lt;[x](&lt;', `${path}: the review's input is shown as text`);
    t.ok(cpuMs < 1_000, `${path}: ${cpuMs.toFixed(0)} ms of CPU (${elapsed.toFixed(0)} ms on the clock)`);
    t.ok(livez.length >= 3, `${path}: /livez was asked ${livez.length} times meanwhile`);
    t.ok(Math.max(...livez) < 100, `${path}: /livez answered within ${Math.max(...livez).toFixed(0)} ms (${livez.map((ms) => ms.toFixed(0)).join(', ')})`);
  }
});
