// The folder map in docs/architecture.md matches the tree. Every folder a row of the map names must
// exist. And every source folder must be named: server/, views/, islands/, scripts/, static/ and test/
// themselves and every folder one or two levels below them (server/dashboard/, server/dashboard/routes/;
// deeper folders may be named but need not be). Build outputs (static/build/, static/build-dev/),
// hidden folders and folders without any file in them (leftovers git does not track) are not source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { projectRoot } from '../server/platform/paths.js';

const MAP_FILE = 'docs/architecture.md';
const SOURCE_ROOTS = ['server', 'views', 'islands', 'scripts', 'static', 'test'];
const NOT_SOURCE = new Set(['static/build', 'static/build-dev']);
const DEPTH = 2;

/** The folders the map's table names: the first cell of each row under "## Folder map", as `path/`. */
function mappedFolders(markdown: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Folder map\n'));
  if (!section) return [];
  return [...section.matchAll(/^\| `([^`]+)\/` \|/gm)].map((match) => match[1]!);
}

function holdsFiles(dir: string): boolean {
  return readdirSync(dir, { withFileTypes: true }).some(
    (entry) => entry.isFile() || (entry.isDirectory() && holdsFiles(join(dir, entry.name))),
  );
}

/** The source folders `depth` levels below `folder` and above, as paths relative to the project. */
function sourceFolders(folder: string, depth: number): string[] {
  if (NOT_SOURCE.has(folder) || !holdsFiles(join(projectRoot, folder))) return [];
  if (depth === 0) return [folder];
  const children = readdirSync(join(projectRoot, folder), { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('.'),
  );
  return [folder, ...children.flatMap((child) => sourceFolders(`${folder}/${child.name}`, depth - 1))];
}

const isFolder = (path: string) => {
  try {
    return statSync(join(projectRoot, path)).isDirectory();
  } catch {
    return false;
  }
};

const mapped = mappedFolders(readFileSync(join(projectRoot, MAP_FILE), 'utf8'));

t.test(`every folder the map in ${MAP_FILE} names exists`, async (t) => {
  t.ok(mapped.length > 40, `the map's rows were read (${mapped.length})`);
  t.same(
    mapped.filter((folder) => !isFolder(folder)),
    [],
    'named in the map but not in the tree',
  );
  t.same(
    mapped.filter((folder, index) => mapped.indexOf(folder) !== index),
    [],
    'named twice',
  );
});

t.test(`every source folder, down to ${DEPTH} levels below ${SOURCE_ROOTS.join('/, ')}/, is in the map`, async (t) => {
  const folders = SOURCE_ROOTS.flatMap((root) => sourceFolders(root, DEPTH));
  t.ok(folders.includes('server/dashboard/routes'), 'the walk reaches two levels down');
  t.notOk(folders.includes('static/build'), 'build outputs are not source');
  t.same(
    folders.filter((folder) => !mapped.includes(folder)),
    [],
    `in the tree but not in the map of ${MAP_FILE}`,
  );
});
