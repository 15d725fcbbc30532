// Builds the browser side: the boot script and one module per island (ESM, code splitting, so React
// lands in one shared chunk that every page reuses from cache), the stylesheet and the icon, all with
// content-hashed names; then writes manifest.json and a .br and .gz twin of every asset.
//   node build/scripts/build-client.js          production build into static/build
//   node build/scripts/build-client.js --dev    React development build into static/build-dev (tests)
//   node build/scripts/build-client.js --watch  rebuild on change (npm run dev)
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { assetsDir, devAssetsDir, projectRoot } from '../server/platform/paths.js';
import type { Manifest } from '../server/dashboard/render/manifest.js';
import { BLURPLE } from '../server/contract/facts.js';

const islandsDir = join(projectRoot, 'islands');
const ENTRY_PREFIX = 'island-entry:';
/** Browsers we build for; light-dark() in the CSS needs Chrome 123, Firefox 120, Safari 17.5. */
const BROWSERS = ['chrome123', 'firefox120', 'safari17.5'];

interface IslandSource {
  name: string;
  /** The React-free browser module (Name.client.ts), when the island has one. */
  clientModule: string | null;
}

/** Islands are the PascalCase .tsx files of islands/; a Name.client.ts beside one replaces React on the client. */
export function findIslands(dir = islandsDir): IslandSource[] {
  const files = readdirSync(dir);
  return files
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.tsx$/.test(file))
    .map((file) => {
      const name = basename(file, '.tsx');
      const client = `${name}.client.ts`;
      return { name, clientModule: files.includes(client) ? join(dir, client) : null };
    });
}

/** A React island's entry: its component plus the shared hydrate helper, exporting mount(). */
const islandEntryPlugin: esbuild.Plugin = {
  name: 'island-entry',
  setup(build) {
    build.onResolve({ filter: /^island-entry:/ }, (args) => ({
      path: args.path.slice(ENTRY_PREFIX.length),
      namespace: 'island-entry',
    }));
    build.onLoad({ filter: /.*/, namespace: 'island-entry' }, (args) => ({
      resolveDir: islandsDir,
      loader: 'ts',
      contents: [
        `import Component from ${JSON.stringify(join(islandsDir, `${args.path}.tsx`))};`,
        `import { hydrateReactIsland } from ${JSON.stringify(join(islandsDir, '_shared', 'hydrate-react.ts'))};`,
        'export function mount(root, props, id) { hydrateReactIsland(Component, root, props, id); }',
      ].join('\n'),
    }));
  },
};

function urlOf(outdir: string, file: string): string {
  return `/assets/${relative(outdir, join(projectRoot, file)).split('\\').join('/')}`;
}

/** The file and every chunk it imports statically, as URLs (for modulepreload). */
function staticImports(metafile: esbuild.Metafile, outdir: string, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(output);
  return [...seen].map((file) => urlOf(outdir, file));
}

function jsOptions(dev: boolean, outdir: string, islands: IslandSource[]): esbuild.BuildOptions {
  const entryPoints: Record<string, string> = { boot: join(islandsDir, '_boot.ts') };
  for (const island of islands)
    entryPoints[`islands/${island.name}`] = island.clientModule ?? `${ENTRY_PREFIX}${island.name}`;
  return {
    absWorkingDir: projectRoot,
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', ...BROWSERS],
    jsx: 'automatic',
    minify: !dev,
    sourcemap: dev ? 'inline' : false,
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    entryNames: '[dir]/[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [islandEntryPlugin],
  };
}

/** The stylesheet's colours that the facts define (tokens.css imports them as `guildhall:facts`). */
const factColoursPlugin: esbuild.Plugin = {
  name: 'fact-colours',
  setup(build) {
    build.onResolve({ filter: /^guildhall:facts$/ }, (args) => ({ path: args.path, namespace: 'fact-colours' }));
    build.onLoad({ filter: /.*/, namespace: 'fact-colours' }, () => ({
      contents: `:root { --blurple: ${BLURPLE}; }`,
      loader: 'css',
    }));
  },
};

function cssOptions(dev: boolean, outdir: string): esbuild.BuildOptions {
  return {
    absWorkingDir: projectRoot,
    entryPoints: { app: join(projectRoot, 'static', 'css', 'app.css'), icon: join(projectRoot, 'static', 'icon.svg') },
    outdir,
    bundle: true,
    minify: !dev,
    target: BROWSERS,
    entryNames: '[name]-[hash]',
    loader: { '.svg': 'copy' },
    metafile: true,
    logLevel: 'warning',
    plugins: [factColoursPlugin],
  };
}

function writeManifest(outdir: string, js: esbuild.Metafile, css: esbuild.Metafile, islands: IslandSource[]): Manifest {
  const outputOf = (metafile: esbuild.Metafile, entry: string) => {
    const found = Object.entries(metafile.outputs).find(([, meta]) => meta.entryPoint === entry);
    if (!found) throw new Error(`No output for ${entry}`);
    return found[0];
  };
  const rel = (file: string) => relative(projectRoot, file).split('\\').join('/');
  const stylesheet = outputOf(css, rel(join(projectRoot, 'static', 'css', 'app.css')));
  const manifest: Manifest = {
    boot: urlOf(outdir, outputOf(js, rel(join(islandsDir, '_boot.ts')))),
    css: urlOf(outdir, stylesheet),
    icon: urlOf(outdir, outputOf(css, rel(join(projectRoot, 'static', 'icon.svg')))),
    islands: {},
  };
  for (const island of islands) {
    const entry = island.clientModule ? rel(island.clientModule) : `island-entry:${island.name}`;
    const output = outputOf(js, entry);
    const inputs = Object.keys(js.outputs[output]?.inputs ?? {});
    const chunkInputs = (js.outputs[output]?.imports ?? []).flatMap((imported) =>
      Object.keys(js.outputs[imported.path]?.inputs ?? {}),
    );
    manifest.islands[island.name] = {
      src: urlOf(outdir, output),
      preload: staticImports(js, outdir, output),
      react: [...inputs, ...chunkInputs].some((input) => input.includes('node_modules/react-dom/')),
    };
  }
  writeFileSync(join(outdir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Brotli 11 and gzip 9 are too slow per request but free at build time; @fastify/static serves these twins. */
function precompress(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(js|css|svg)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

async function buildClient({ dev }: { dev: boolean }): Promise<Manifest> {
  const outdir = dev ? devAssetsDir : assetsDir;
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const islands = findIslands();
  const [js, css] = await Promise.all([
    esbuild.build(jsOptions(dev, outdir, islands)),
    esbuild.build(cssOptions(dev, outdir)),
  ]);
  const manifest = writeManifest(outdir, js.metafile!, css.metafile!, islands);
  if (!dev) precompress(outdir);
  return manifest;
}

/** Rebuilds whenever a source under islands/, views/ or static/ changes (used by npm run dev). */
export async function watchClient(): Promise<void> {
  const { watch } = await import('node:fs');
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      buildClient({ dev: false }).then(
        () => console.log('[client] rebuilt'),
        (error: unknown) => console.error('[client] build failed', error),
      );
    }, 100);
  };
  for (const folder of ['islands', 'views', join('static', 'css')])
    watch(join(projectRoot, folder), { recursive: true }, rebuild);
  await buildClient({ dev: false });
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const args = new Set(process.argv.slice(2));
  if (args.has('--watch')) await watchClient();
  else await buildClient({ dev: args.has('--dev') });
}
