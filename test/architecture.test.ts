// The import rules of the architecture, checked on the source as the parser reads it
// (helpers/import-graph.ts): one wall per room (each program imports only the contract, the platform and
// itself; views and islands only what is shared with them), every relative import names a file, islands
// reach no server code through any chain of views, and no module imports itself through others. The
// shared Markdown renderer (views/markdown/) is a room of its own: the views and the stand-in's
// Demo-Discord page both render Discord's text with it, so it imports nothing of either.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import t from 'tap';
import { projectRoot } from '../server/platform/paths.js';
import { type Edge, type ImportGraph, importGraph } from './helpers/import-graph.js';

const SOURCE_DIRS = ['server', 'views', 'islands', 'scripts'];

function sourceFilesOf(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFilesOf(path, pattern);
    return pattern.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}
const sourceFiles = (dir: string) => sourceFilesOf(dir, /\.(ts|tsx)$/);

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(projectRoot, dir)));
const project = importGraph(new Map(files.map((file) => [file, readFileSync(file, 'utf8')])));
/** The imports between project files; packages are left to the islands' closure below. */
const graph = inProject(project.edges);
const name = (file: string) => relative(projectRoot, file);

function inProject(edges: Map<string, Edge[]>): Map<string, Edge[]> {
  return new Map([...edges].map(([file, list]) => [file, list.filter((edge) => !edge.external)]));
}

/** The rooms of the tree: each program, what they share, and the composition that wires them. */
type Room =
  | 'contract'
  | 'platform'
  | 'dashboard'
  | 'bot-api'
  | 'bot'
  | 'stand-in'
  | 'composition'
  | 'views'
  | 'markdown'
  | 'islands'
  | 'scripts';
function roomOf(file: string): Room {
  const path = name(file);
  if (path === 'server/main.ts' || path === 'server/system.ts' || path === 'server/serve.ts') return 'composition';
  if (path.startsWith('views/markdown/')) return 'markdown';
  const [top, room] = path.split('/');
  return (top === 'server' ? room : top) as Room;
}

/**
 * The contract's modules that views may use by value: plain facts, and what a view and the bot API both
 * need: the transcript model and its media rules, the changelog, the languages, the default wording
 * of features, rules and permissions, and the memo their renderers keep repeats in.
 */
const SHARED_WITH_VIEWS = [
  'facts',
  'transcript',
  'media',
  'safe-url',
  'memo',
  'changelog',
  'features',
  'rule-texts',
  'languages',
  'permission-labels',
  'ticket-welcome',
  'figures-in-words',
  'panel-layout',
].map((module) => `server/contract/${module}.ts`);
/** The one module islands may use by value: plain facts, which bring no zod and no server code into a bundle. */
const SHARED_WITH_ISLANDS = ['server/contract/facts.ts'];

/** What a room may import, and the rule it keeps; anything else breaks its wall. */
const WALLS: Record<Room, { rule: string; may: (edge: Edge, to: Room) => boolean }> = {
  contract: { rule: 'the contract imports nothing of the programs', may: (_edge, to) => to === 'contract' },
  platform: {
    rule: 'the platform imports only the contract',
    may: (_edge, to) => to === 'platform' || to === 'contract',
  },
  'bot-api': {
    rule: 'the bot API imports only the contract and the platform',
    may: (_edge, to) => ['bot-api', 'contract', 'platform'].includes(to),
  },
  bot: {
    rule: 'the bot imports only the contract and the platform (it reaches the bot API through the typed client)',
    may: (_edge, to) => ['bot', 'contract', 'platform'].includes(to),
  },
  'stand-in': {
    rule: 'the stand-in imports only the contract, the platform and the shared Markdown renderer',
    may: (_edge, to) => ['stand-in', 'contract', 'platform', 'markdown'].includes(to),
  },
  dashboard: {
    rule: 'the dashboard imports no other program',
    may: (_edge, to) => ['dashboard', 'contract', 'platform', 'views', 'markdown', 'islands'].includes(to),
  },
  views: {
    rule: 'views import of the server only contract types and the modules shared with them',
    may: (edge, to) =>
      to === 'views' ||
      to === 'markdown' ||
      to === 'islands' ||
      (to === 'contract' && (edge.typeOnly || SHARED_WITH_VIEWS.includes(name(edge.to)))),
  },
  markdown: {
    rule: 'the shared Markdown renderer imports only itself and what the contract shares with views',
    may: (edge, to) =>
      to === 'markdown' || (to === 'contract' && (edge.typeOnly || SHARED_WITH_VIEWS.includes(name(edge.to)))),
  },
  islands: {
    rule: 'islands import of the server only contract types and the facts',
    may: (edge, to) =>
      to === 'islands' ||
      to === 'views' ||
      to === 'markdown' ||
      (to === 'contract' && (edge.typeOnly || SHARED_WITH_ISLANDS.includes(name(edge.to)))),
  },
  composition: { rule: 'the composition may wire everything', may: () => true },
  scripts: { rule: 'scripts (build, bench, tools) may use everything', may: () => true },
};

/** Every import that breaks its room's wall, as "rule: from → to". */
function breaches(of: Map<string, Edge[]>): string[] {
  return [...of].flatMap(([file, edges]) => {
    const wall = WALLS[roomOf(file)];
    return edges
      .filter((edge) => !wall.may(edge, roomOf(edge.to)))
      .map((edge) => `${wall.rule}: ${name(file)} → ${name(edge.to)}`);
  });
}

for (const room of Object.keys(WALLS) as Room[]) {
  t.test(`wall: ${WALLS[room].rule}`, async (t) => {
    t.same(
      breaches(graph).filter((line) => line.startsWith(`${WALLS[room].rule}:`)),
      [],
    );
  });
}

/** The graph the reader makes of planted source texts, placed at real paths so their imports resolve. */
function plantedGraph(planted: [string, string][]): Map<string, Edge[]> {
  const sources = new Map<string, string>();
  for (const [from, text] of planted) {
    const at = join(projectRoot, from);
    sources.set(at, `${sources.get(at) ?? ''}${text}\n`);
  }
  return inProject(importGraph(sources).edges);
}

t.test('each wall refuses what crosses it (planted source text, read by the same reader)', async (t) => {
  const planted: [string, string][] = [
    ['server/contract/common.ts', "import { logger } from '../platform/logger.js';"],
    ['server/platform/logger.ts', "import type { buildApp } from '../dashboard/app.js';"],
    ['server/bot-api/app.ts', "export { parseForm } from '../dashboard/lib/form.js';"],
    ['server/bot-api/app.ts', "const texts = await import('../../views/i18n/texts.js');"],
    // An apostrophe in a comment inside the braces hid this import from a pattern-matching reader.
    [
      'server/bot/commands/access.ts',
      "import {\n  // the member's rights\n  mayUse,\n} from '../../bot-api/access.js';",
    ],
    ['server/stand-in/rest/index.ts', "import * as store from '../../bot-api/store/database.js';"],
    // The Demo-Discord page may use the shared Markdown renderer, and no other view.
    ['server/stand-in/demo/message.tsx', "import { Name } from '../../../views/components/Name.js';"],
    ['views/markdown/Markdown.tsx', "import type { Texts } from '../i18n/texts.js';"],
    ['server/dashboard/app.ts', "import { mountStandIn } from '../stand-in/mount.js';"],
    ['server/dashboard/app.ts', "type E = import('../bot-api/errors.js').ApiError;"],
    ['views/pages/TicketsPage.tsx', "import type { Form } from '../../server/dashboard/lib/form.js';"],
    ['views/pages/TicketsPage.tsx', "import { TicketCategory } from '../../server/contract/config.js';"],
    ['islands/CopyId.tsx', "import { parseTranscript } from '../server/contract/transcript.js';"],
  ];
  const found = breaches(plantedGraph(planted));
  t.equal(found.length, planted.length, 'every planted import is a breach');
  for (const room of [
    'contract',
    'platform',
    'bot-api',
    'bot',
    'stand-in',
    'dashboard',
    'views',
    'markdown',
    'islands',
  ] as Room[]) {
    t.ok(
      found.some((line) => line.startsWith(`${WALLS[room].rule}:`)),
      `the ${room} wall reported its breach`,
    );
  }
  t.same(
    breaches(plantedGraph([['server/system.ts', "import { mountStandIn } from './stand-in/mount.js';"]])),
    [],
    'the composition may wire anything',
  );
  t.same(
    breaches(
      plantedGraph([
        ['server/stand-in/demo/message.tsx', "import { Markdown } from '../../../views/markdown/Markdown.js';"],
      ]),
    ),
    [],
    'the stand-in may render with the shared Markdown renderer',
  );
  t.same(
    plantedGraph([
      ['server/bot/bot.ts', "// import { x } from '../bot-api/app.js';\nconst s = \"from '../bot-api/app.js'\";"],
    ]).get(join(projectRoot, 'server/bot/bot.ts')),
    [],
    'an import in a comment or a string is no import',
  );
});

t.test('every relative import names a file of the project (JSON included)', async (t) => {
  const unresolved = (graph: ImportGraph) =>
    graph.unresolved.map(({ file, specifier }) => `${name(file)}: ${specifier}`);
  t.same(unresolved(project), []);
  const planted = importGraph(
    new Map([
      [
        join(projectRoot, 'views/pages/TicketsPage.tsx'),
        "import data from '../../server/contract/missing.json' with { type: 'json' };",
      ],
      [join(projectRoot, 'views/Document.tsx'), "import pkg from '../package.json' with { type: 'json' };"],
    ]),
  );
  t.same(
    unresolved(planted),
    ['views/pages/TicketsPage.tsx: ../../server/contract/missing.json'],
    'a JSON file that is not there is reported; one that is there is an edge',
  );
  t.same(planted.edges.get(join(projectRoot, 'views/Document.tsx')), [
    { to: join(projectRoot, 'package.json'), external: false, typeOnly: false },
  ]);
});

/** Everything the built code of `from` loads: value imports followed through project files. */
function valueClosure(edges: Map<string, Edge[]>, from: string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...from];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const edge of edges.get(file) ?? []) {
      if (edge.typeOnly) continue;
      if (edge.external) packages.add(edge.to);
      else queue.push(edge.to);
    }
  }
  return { files, packages };
}

/** What an island may load in the browser, through any number of views: React, and nothing of the server but the facts. */
const ISLAND_PACKAGES = ['react', 'react-dom'];

function islandReach(edges: Map<string, Edge[]>): string[] {
  const islands = [...edges.keys()].filter((file) => name(file).startsWith('islands/'));
  const { files, packages } = valueClosure(edges, islands);
  return [
    ...[...files]
      .filter((file) => ['contract', 'platform', 'dashboard', 'bot-api', 'bot', 'stand-in'].includes(roomOf(file)))
      .filter((file) => !SHARED_WITH_ISLANDS.includes(name(file)))
      .map((file) => `server code: ${name(file)}`),
    ...[...packages].filter((entry) => !ISLAND_PACKAGES.includes(entry)).map((entry) => `package: ${entry}`),
  ].sort();
}

t.test(
  'islands reach, through every view they import, no server code but the facts and no package but React',
  async (t) => {
    t.same(islandReach(project.edges), []);
    const planted = importGraph(
      new Map([
        [join(projectRoot, 'islands/CopyId.tsx'), "import { Rule } from '../views/lib/planted-rule.js';"],
        [
          join(projectRoot, 'views/lib/planted-rule.ts'),
          "import { z } from 'zod';\nimport { RULES } from '../../server/contract/rule-texts.js';",
        ],
      ]),
    );
    t.same(
      islandReach(planted.edges),
      ['package: zod', 'server code: server/contract/rule-texts.ts'],
      'an island that reaches zod and a contract module through a view is reported',
    );
  },
);

t.test('the facts module imports nothing at all, so views and islands take nothing else along', async (t) => {
  const facts = join(projectRoot, 'server', 'contract', 'facts.ts');
  t.same(graph.get(facts), []);
  t.notMatch(readFileSync(facts, 'utf8'), /^\s*import\b/m, 'not even a package');
});

t.test('no import cycles anywhere (type imports included)', async (t) => {
  // Tarjan's strongly connected components: every component of more than one file is a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to } of graph.get(file) ?? []) {
      if (!indices.has(to)) {
        visit(to);
        lowlinks.set(file, Math.min(lowlinks.get(file)!, lowlinks.get(to)!));
      } else if (onStack.has(to)) {
        lowlinks.set(file, Math.min(lowlinks.get(file)!, indices.get(to)!));
      }
    }
    if (lowlinks.get(file) === indices.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(name(member));
      } while (member !== file);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!indices.has(file)) visit(file);
  const edges = [...graph.values()].reduce((sum, list) => sum + list.length, 0);
  t.ok(graph.size > 100 && edges > 400, `${graph.size} modules and ${edges} imports read`);
  t.same(cycles, [], 'modules that import each other, directly or through others');
});

t.test('no source file over 300 lines (functions over 80 lines are refused by npm run lint)', async (t) => {
  const long = files
    .map((file) => ({ file: name(file), lines: readFileSync(file, 'utf8').split('\n').length }))
    .filter(({ lines }) => lines > 300);
  t.same(long, []);
});

t.test('the browser bundle carries no contract or server code (islands import contract types only)', async (t) => {
  const bundle = join(projectRoot, 'static', 'build');
  const scripts = sourceFilesOf(bundle, /\.js$/);
  t.ok(scripts.length > 0, 'the client build is there');
  for (const file of scripts) {
    const text = readFileSync(file, 'utf8');
    // A message of the contract's Snowflake schema, a path template of the endpoint table, zod itself.
    t.notMatch(text, /must be a Discord ID|\/api\/ticket-categories\/:guildId|ZodError/, name(file));
  }
});
