// The import rules of the architecture, checked on the source: one wall per room (each program imports
// only the contract, the platform and itself; views and islands only what is shared with them), and no
// module imports itself through others (no cycles).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { projectRoot } from '../server/platform/paths.js';

const SOURCE_DIRS = ['server', 'views', 'islands', 'scripts'];
const IMPORT =
  /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFilesOf(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFilesOf(path, pattern);
    return pattern.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}
const sourceFiles = (dir: string) => sourceFilesOf(dir, /\.(ts|tsx)$/);

interface Edge {
  to: string;
  typeOnly: boolean;
}

/** The project file an import names (`./x.js` is the source `./x.ts` or `./x.tsx`), or null for packages. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(projectRoot, dir)));
const graph = new Map<string, Edge[]>(
  files.map((file) => {
    const edges: Edge[] = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = resolveImport(file, match[3] ?? match[4]!);
      if (to) edges.push({ to, typeOnly: Boolean(match[2]) });
    }
    return [file, edges];
  }),
);
const name = (file: string) => relative(projectRoot, file);

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
  | 'islands'
  | 'scripts';
function roomOf(file: string): Room {
  const path = name(file);
  if (path === 'server/main.ts' || path === 'server/system.ts' || path === 'server/serve.ts') return 'composition';
  const [top, room] = path.split('/');
  return (top === 'server' ? room : top) as Room;
}

/**
 * The contract's modules that views may use by value: plain facts, and what a view and the bot API both
 * need: the transcript model and its media rules, the changelog, the languages, and the default wording
 * of features and rules.
 */
const SHARED_WITH_VIEWS = [
  'facts',
  'transcript',
  'media',
  'safe-url',
  'changelog',
  'features',
  'rule-texts',
  'languages',
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
    rule: 'the stand-in imports only the contract and the platform',
    may: (_edge, to) => ['stand-in', 'contract', 'platform'].includes(to),
  },
  dashboard: {
    rule: 'the dashboard imports no other program',
    may: (_edge, to) => ['dashboard', 'contract', 'platform', 'views', 'islands'].includes(to),
  },
  views: {
    rule: 'views import of the server only contract types and the modules shared with them',
    may: (edge, to) =>
      to === 'views' ||
      to === 'islands' ||
      (to === 'contract' && (edge.typeOnly || SHARED_WITH_VIEWS.includes(name(edge.to)))),
  },
  islands: {
    rule: 'islands import of the server only contract types and the facts',
    may: (edge, to) =>
      to === 'islands' ||
      to === 'views' ||
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

t.test('each wall refuses what crosses it (a planted import per rule)', async (t) => {
  const at = (path: string) => join(projectRoot, path);
  const planted: [string, string, boolean][] = [
    ['server/contract/common.ts', 'server/platform/logger.ts', false],
    ['server/platform/logger.ts', 'server/dashboard/app.ts', true],
    ['server/bot-api/app.ts', 'server/dashboard/lib/form.ts', false],
    ['server/bot-api/app.ts', 'views/i18n/texts.ts', false],
    ['server/bot/commands/access.ts', 'server/bot-api/access.ts', false],
    ['server/stand-in/rest/index.ts', 'server/bot-api/store/database.ts', false],
    ['server/dashboard/app.ts', 'server/stand-in/mount.ts', false],
    ['server/dashboard/app.ts', 'server/bot-api/errors.ts', true],
    ['views/pages/TicketsPage.tsx', 'server/dashboard/lib/form.ts', true],
    ['views/pages/TicketsPage.tsx', 'server/contract/config.ts', false],
    ['islands/CopyId.tsx', 'server/contract/transcript.ts', false],
  ];
  const graph = new Map<string, Edge[]>();
  for (const [from, to, typeOnly] of planted)
    graph.set(at(from), [...(graph.get(at(from)) ?? []), { to: at(to), typeOnly }]);
  const found = breaches(graph);
  t.equal(found.length, planted.length, 'every planted import is a breach');
  for (const room of [
    'contract',
    'platform',
    'bot-api',
    'bot',
    'stand-in',
    'dashboard',
    'views',
    'islands',
  ] as Room[]) {
    t.ok(
      found.some((line) => line.startsWith(`${WALLS[room].rule}:`)),
      `the ${room} wall reported its breach`,
    );
  }
  t.same(
    breaches(new Map([[at('server/system.ts'), [{ to: at('server/stand-in/mount.ts'), typeOnly: false }]]])),
    [],
    'the composition may wire anything',
  );
});

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
