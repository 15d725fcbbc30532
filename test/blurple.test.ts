// Discord's blurple is written once, in the facts; the stylesheet, the bot's embeds and the stand-in
// take it from there.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import t from 'tap';
import { BLURPLE } from '../server/contract/facts.js';
import { assetsDir, projectRoot } from '../server/platform/paths.js';

const SOURCES = ['server', 'views', 'islands', 'scripts', join('static', 'css')];

/** Every source file under a folder of the project, as a path relative to the project. */
const filesUnder = (folder: string): string[] =>
  readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|css)$/.test(entry.name))
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));

t.test("Discord's blurple is written in the facts only", async (t) => {
  const writing = SOURCES.flatMap(filesUnder).filter((file) =>
    readFileSync(join(projectRoot, file), 'utf8').toLowerCase().includes(BLURPLE.slice(1).toLowerCase()),
  );
  t.same(writing, [join('server', 'contract', 'facts.ts')]);
});

t.test('the built stylesheet declares --blurple as the facts say', async (t) => {
  const manifest = JSON.parse(readFileSync(join(assetsDir, 'manifest.json'), 'utf8')) as { css: string };
  const css = readFileSync(join(assetsDir, basename(manifest.css)), 'utf8');
  t.match(css, new RegExp(`--blurple:\\s*${BLURPLE}[;}]`));
});
