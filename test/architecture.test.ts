// The import rules of the architecture, checked on the source: views and islands import nothing of the
// server but types from the contract, and no module imports itself through others (no cycles).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { projectRoot } from '../server/platform/paths.js';

const SOURCE_DIRS = ['server', 'views', 'islands', 'scripts'];
const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

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

/** A contract module that imports nothing: plain values (limits), which bring no zod and no server code along. */
const isContractLeaf = (file: string) => name(file).startsWith('server/contract/') && (graph.get(file) ?? []).length === 0;

t.test('views and islands import nothing of the server but types from the contract (and its plain values)', async (t) => {
  const offending = [...graph]
    .filter(([file]) => /^(views|islands)\//.test(name(file)))
    .flatMap(([file, edges]) =>
      edges
        .filter((edge) => name(edge.to).startsWith('server/') && !((edge.typeOnly && name(edge.to).startsWith('server/contract/')) || isContractLeaf(edge.to)))
        .map((edge) => `${name(file)} → ${name(edge.to)}`),
    );
  t.same(offending, []);
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
  const long = files.map((file) => ({ file: name(file), lines: readFileSync(file, 'utf8').split('\n').length })).filter(({ lines }) => lines > 300);
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
