// Byte budgets for users on slow connections, checked on the production build in demo mode (realistic
// data): every page reachable from the picker, the dashboard and the admin panel is crawled as the
// users who can see it, and each one's HTML, CSS and JavaScript is measured as it goes over the wire.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { loadManifest } from '../../server/dashboard/render/manifest.js';
import { assetsDir } from '../../server/platform/paths.js';
import { STYLESHEET_COOKIE } from '../../server/dashboard/render/stylesheet.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { hasElement } from '../helpers/app.js';
import { startDemo } from '../helpers/browser.js';
import { CookieJar, fetchRaw, signInOverHttp } from '../helpers/http-client.js';

// A first visit carries the stylesheet inline and must still fit TCP's initial window (10 segments).
const BUDGET = { html: 8 * 1024, firstVisitHtml: 14 * 1024, themeToggleJs: 3 * 1024, css: 12 * 1024 } as const;
/**
 * Pages allowed more HTML than the budget, each with why: the settings page carries the 419 time zones (a
 * datalist, so the search works without JavaScript) and the week of opening hours (28 time fields).
 */
const HTML_ALLOWANCE: Record<string, number> = { [`/dashboard/${DEMO_IDS.demoGuild}/settings`]: 9 * 1024 };
const MAX_PAGES = 120;
const manifest = loadManifest(assetsDir);
const stylesheetText = readFileSync(join(assetsDir, manifest.css.slice('/assets/'.length)), 'utf8');

/** The chunks every React island imports and no React-free island does: the React runtime. */
function reactChunks(): string[] {
  const islands = Object.values(manifest.islands);
  const withReact = islands.filter((entry) => entry.react);
  const withoutReact = new Set(islands.filter((entry) => !entry.react).flatMap((entry) => entry.preload));
  return withReact[0]!.preload.filter(
    (url) =>
      url.includes('/chunks/') && !withoutReact.has(url) && withReact.every((entry) => entry.preload.includes(url)),
  );
}

const brotliBytes = (url: string) => statSync(join(assetsDir, `${url.replace('/assets/', '')}.br`)).size;

interface Page {
  route: string;
  wireBytes: number;
  html: string;
  /** The same page for a browser that does not have the stylesheet yet. */
  firstVisit: { wireBytes: number; html: string; setCookie: string; csp: string };
}

const decoded = (res: { headers: Record<string, unknown>; body: Buffer }) =>
  res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body).toString() : res.body.toString();

/** Follows every same-origin link (no assets, sign-in or stand-in pages) from the seeds, as one user. */
async function crawl(base: string, jar: CookieJar, seeds: string[], seen: Set<string>): Promise<Page[]> {
  const pages: Page[] = [];
  const queue = [...seeds];
  // One earlier visit, as a browser that has been here before; each page's first visit is measured apart.
  await fetchRaw(`${base}/tos`, { jar });
  while (queue.length > 0 && seen.size < MAX_PAGES) {
    const route = queue.shift()!;
    if (seen.has(route)) continue;
    seen.add(route);
    const res = await fetchRaw(`${base}${route}`, { jar, headers: { 'accept-encoding': 'br' } });
    // Downloads (the transcript's HTML export) are files, not pages of the site.
    const download = String(res.headers['content-disposition'] ?? '').startsWith('attachment');
    if (res.status !== 200 || download || !String(res.headers['content-type']).startsWith('text/html')) continue;
    const html = decoded(res);
    const cookie = jar
      .entries()
      .filter(([name]) => name !== STYLESHEET_COOKIE)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const first = await fetchRaw(`${base}${route}`, { headers: { 'accept-encoding': 'br', cookie } });
    const firstVisit = {
      wireBytes: first.body.length,
      html: decoded(first),
      setCookie: [first.headers['set-cookie'] ?? []].flat().join('\n'),
      csp: String(first.headers['content-security-policy']),
    };
    pages.push({ route, wireBytes: res.body.length, html, firstVisit });
    // A link's page without its fragment (the admin tabs' links name the tab to bring into view).
    for (const [, href] of html.matchAll(/href="(\/[^"#]*)(?:#[^"]*)?"/g)) {
      const link = href!.replaceAll('&amp;', '&');
      if (/^\/(assets|_discord|auth)\b/.test(link) || link.startsWith('//')) continue;
      if (!seen.has(link)) queue.push(link);
    }
  }
  return pages;
}

t.test('budgets on every page, in the production build with the demo data', async (t) => {
  const { base } = await startDemo(t, {}, assetsDir);
  const seen = new Set<string>();
  const anonymous = await crawl(base, new CookieJar(), ['/login', '/'], seen);
  const owner = await crawl(
    base,
    await signInOverHttp(base, DEMO_IDS.owner),
    ['/guilds', `/dashboard/${DEMO_IDS.demoGuild}`],
    seen,
  );
  const operator = await crawl(base, await signInOverHttp(base, DEMO_IDS.operator), ['/admin'], seen);
  const pages = [...anonymous, ...owner, ...operator];
  const routes = pages.map((page) => page.route);
  for (const expected of [
    '/login',
    '/guilds',
    '/admin?tab=server',
    `/dashboard/${DEMO_IDS.demoGuild}/tickets`,
    `/dashboard/${DEMO_IDS.demoGuild}/permissions`,
    `/dashboard/${DEMO_IDS.demoGuild}/command-permissions`,
  ]) {
    t.ok(routes.includes(expected), `the crawl reached ${expected}`);
  }
  t.ok(pages.length >= 25, `${pages.length} pages measured`);

  const react = reactChunks();
  t.equal(react.length, 1, 'one shared React chunk');
  const reactChunk = react[0]!;

  const themeToggleOnly = pages.filter((page) =>
    [...page.html.matchAll(/data-island="(\w+)"/g)].every((match) => match[1] === 'ThemeToggle'),
  );
  t.ok(themeToggleOnly.length >= 3, `${themeToggleOnly.length} pages whose only island is the theme toggle`);

  for (const page of pages) {
    t.test(page.route, async (t) => {
      const budget = HTML_ALLOWANCE[page.route] ?? BUDGET.html;
      t.ok(page.wireBytes <= budget, `${page.route}: HTML ${page.wireBytes} B brotli (budget ${budget} B)`);

      const scripts = [...page.html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!);
      t.ok(
        scripts.every((attributes) => /type="(module|application\/json)"/.test(attributes)),
        `${page.route}: no render-blocking script (only module scripts and JSON data)`,
      );
      const eager = [
        ...page.html.matchAll(/<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g),
      ].map((match) => match[1]!);
      t.notOk(eager.includes(reactChunk), `${page.route}: React is not fetched with the page`);

      const islands = [...page.html.matchAll(/data-island="(\w+)"[^>]*data-hydrate="(\w+)"/g)].map((match) => ({
        name: match[1]!,
        hydrate: match[2]!,
      }));
      for (const island of islands.filter((entry) => manifest.islands[entry.name]?.react)) {
        t.not(
          island.hydrate,
          'load',
          `${page.route}: ${island.name} fetches React only when visible or about to be used`,
        );
      }
      if (islands.length > 0 && islands.every((island) => island.name === 'ThemeToggle')) {
        const modules = new Set([manifest.boot, ...manifest.islands.ThemeToggle!.preload]);
        const bytes = [...modules].reduce((sum, url) => sum + brotliBytes(url), 0);
        t.ok(
          bytes <= BUDGET.themeToggleJs,
          `${page.route}: JavaScript before interaction ${bytes} B brotli (budget ${BUDGET.themeToggleJs} B)`,
        );
      }

      const stylesheets = [...page.html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
      t.same(stylesheets, [manifest.css], `${page.route}: one stylesheet, the hashed app.css`);
      t.notMatch(page.html, '<style', `${page.route}: no inline copy once the browser has the file`);

      const first = page.firstVisit;
      t.ok(
        first.wireBytes <= BUDGET.firstVisitHtml,
        `${page.route}: first visit ${first.wireBytes} B brotli with its styles inline (budget ${BUDGET.firstVisitHtml} B)`,
      );
      t.notMatch(first.html, 'rel="stylesheet"', `${page.route}: a first visit waits for no stylesheet`);
      // One style element, or two on a page with a styles break (the head's, and the rest at the break).
      const inline = [...first.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      const styleSources = /style-src ([^;]*)/.exec(first.csp)?.[1]?.split(' ') ?? [];
      t.same(
        styleSources.sort(),
        ["'self'", ...inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`)].sort(),
        `${page.route}: CSP allows exactly the inline texts by their hashes`,
      );
      const inlineLength = inline.reduce((sum, text) => sum + text.length, 0);
      t.ok(
        inline.length > 0 && inlineLength < stylesheetText.length / 2,
        `${page.route}: inline only the styles its markup uses (${inlineLength} of ${stylesheetText.length} characters)`,
      );
      t.ok(
        hasElement(first.html, 'link', { rel: 'prefetch', href: manifest.css, as: 'style' }),
        `${page.route}: the file is prefetched for the next page`,
      );
      t.match(
        first.setCookie,
        `${STYLESHEET_COOKIE}=${manifest.css.slice('/assets/'.length)}`,
        `${page.route}: the cookie names this build's stylesheet`,
      );
    });
  }

  t.test('the stylesheet and the React chunk as the browser receives them', async (t) => {
    const css = await fetchRaw(`${base}${manifest.css}`, { headers: { 'accept-encoding': 'br' } });
    t.equal(css.headers['content-encoding'], 'br');
    t.ok(css.body.length <= BUDGET.css, `CSS ${css.body.length} B brotli (budget ${BUDGET.css} B)`);
    const chunk = await fetchRaw(`${base}${reactChunk}`, { headers: { 'accept-encoding': 'br' } });
    t.equal(chunk.status, 200);
    t.match(String(chunk.headers['cache-control']), /immutable/, 'cached once, reused by every page');
    const reactIslands = Object.entries(manifest.islands).filter(([, entry]) => entry.react);
    t.ok(reactIslands.length >= 4);
    for (const [name, entry] of reactIslands)
      t.ok(entry.preload.includes(reactChunk), `${name} shares the one React chunk`);
    t.ok(readFileSync(join(assetsDir, reactChunk.replace('/assets/', '')), 'utf8').includes('react'), 'it is React');
  });
});
