// The project's imports as the compiler sees them: each source file parsed (TypeScript and JSX), its
// static imports and re-exports, dynamic import() calls and import types read from the syntax tree, so a
// comment or a string that looks like an import never counts and an odd one never hides. Relative
// specifiers resolve to project files; one that names no file is reported, not dropped.
import { statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from '@babel/parser';

export interface Edge {
  /** The project file imported, or the package's name for a bare specifier. */
  to: string;
  /** A package rather than a project file. */
  external: boolean;
  /** `import type` / `export type`, or an import type in a type position: gone from the built code. */
  typeOnly: boolean;
}

export interface ImportGraph {
  edges: Map<string, Edge[]>;
  /** Relative specifiers that name no project file. */
  unresolved: { file: string; specifier: string }[];
}

interface Specifier {
  text: string;
  typeOnly: boolean;
}

type Node = { type: string; [key: string]: unknown };
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The module specifier a node names, with whether only types cross it. */
function specifierOf(node: Node): Specifier | null {
  const source = (node.source as Node | null | undefined)?.value;
  if ((node.type === 'ImportDeclaration' || node.type.startsWith('Export')) && typeof source === 'string')
    return { text: source, typeOnly: node.importKind === 'type' || node.exportKind === 'type' };
  if (node.type === 'ImportExpression' && isNode(node.source) && typeof node.source.value === 'string')
    return { text: node.source.value, typeOnly: false };
  const callee = node.callee as Node | undefined;
  const first = (node.arguments as Node[] | undefined)?.[0];
  if (node.type === 'CallExpression' && callee?.type === 'Import' && typeof first?.value === 'string')
    return { text: first.value, typeOnly: false };
  if (node.type === 'TSImportType') {
    const argument = (node.argument as Node).type === 'StringLiteral' ? node.argument : (node.argument as Node).literal;
    if (isNode(argument) && typeof argument.value === 'string') return { text: argument.value, typeOnly: true };
  }
  return null;
}

const SKIPPED_KEYS = new Set(['loc', 'start', 'end', 'extra', 'leadingComments', 'trailingComments', 'comments']);

/** Every specifier of a source text, in the order written. */
export function specifiersOf(text: string, fileName: string): Specifier[] {
  const program = parse(text, {
    sourceType: 'module',
    sourceFilename: fileName,
    plugins: ['typescript', ...(fileName.endsWith('.tsx') ? (['jsx'] as const) : [])],
    createImportExpressions: true,
  });
  const found: Specifier[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    const specifier = specifierOf(value);
    if (specifier) found.push(specifier);
    for (const [key, child] of Object.entries(value)) if (!SKIPPED_KEYS.has(key)) visit(child);
  };
  visit(program.program);
  return found;
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The project file a relative specifier names (`./x.js` is the source `./x.ts` or `./x.tsx`), or null;
 * `exists` tells which paths are files.
 */
export function resolveRelative(from: string, specifier: string, exists = isFile): string | null {
  const target = resolve(dirname(from), specifier);
  if (specifier.endsWith('.json')) return exists(target) ? target : null;
  const base = target.replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(exists) ?? null;
}

/** The package a bare specifier names: `react-dom/client` is react-dom, `@a/b/c` is @a/b, `node:fs` node. */
export const packageOf = (specifier: string) =>
  specifier.startsWith('node:')
    ? 'node'
    : specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');

/** The graph of the given sources (path → text); their imports may name each other or files on disk. */
export function importGraph(sources: Map<string, string>): ImportGraph {
  const edges = new Map<string, Edge[]>();
  const unresolved: { file: string; specifier: string }[] = [];
  const exists = (path: string) => sources.has(path) || isFile(path);
  for (const [file, text] of sources) {
    const list: Edge[] = [];
    for (const { text: specifier, typeOnly } of specifiersOf(text, file)) {
      if (!specifier.startsWith('.')) {
        list.push({ to: packageOf(specifier), external: true, typeOnly });
        continue;
      }
      const to = resolveRelative(file, specifier, exists);
      if (to) list.push({ to, external: false, typeOnly });
      else unresolved.push({ file, specifier });
    }
    edges.set(file, list);
  }
  return { edges, unresolved };
}
