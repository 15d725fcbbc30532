import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { renderToString } from 'react-dom/server';
import { escapeJsonForScript } from '../../../views/lib/escape-json.js';
import { IslandCollector, IslandContext, renderIslandHtml } from '../../../views/island.js';
import { loadManifest } from '../../../server/dashboard/render/manifest.js';
import { renderDocument } from '../../../server/dashboard/render/render-document.js';
import { assetsDir, projectRoot } from '../../../server/platform/paths.js';
import { findIslands } from '../../../scripts/build-client.js';
import AdminCountdown from '../../../islands/AdminCountdown.js';
import ThemeToggle from '../../../islands/ThemeToggle.js';
import { countdownText } from '../../../islands/_shared/countdown.js';
import { AdminCountdownIsland, ThemeToggleIsland } from '../../../views/islands.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';

const manifest = loadManifest(assetsDir);

t.test('escapeJsonForScript cannot close the script, opens no comment and round-trips', async (t) => {
  const value = {
    html: '</script><script>alert(1)</script>',
    comment: '<!-- x -->',
    amp: 'a & b',
    separators: 'line\u2028para\u2029end',
    nested: ['</SCRIPT>', { deep: '<img src=x onerror=alert(1)>' }],
  };
  const escaped = escapeJsonForScript(value);
  for (const raw of ['<', '>', '&', '\u2028', '\u2029'])
    t.notOk(escaped.includes(raw), `no raw U+${raw.charCodeAt(0).toString(16).padStart(4, '0')}`);
  t.same(JSON.parse(escaped), value, 'JSON.parse restores the original');
});

t.test("an island's markup in a page equals its standalone render with the same prefix", async (t) => {
  const props = {
    expiresAt: 1_700_000_000_000 + 65 * 60_000,
    renderedAt: 1_700_000_000_000,
    texts: SPEC_TEXTS.countdown,
  };
  const collector = new IslandCollector(manifest);
  const page = renderToString(
    <IslandContext.Provider value={collector}>
      <main>
        <p>before</p>
        <ThemeToggleIsland back="/x" texts={SPEC_TEXTS.theme} />
        <AdminCountdownIsland {...props} />
      </main>
    </IslandContext.Provider>,
  );
  const standalone = renderIslandHtml(AdminCountdown, props, 'i1');
  t.ok(
    page.includes(
      `data-island-id="i1" data-src="${manifest.islands.AdminCountdown!.src}" data-hydrate="visible">${standalone}</div>`,
    ),
  );
  t.ok(page.includes(`>${renderIslandHtml(ThemeToggle, { back: '/x', texts: SPEC_TEXTS.theme }, 'i0')}</div>`));
  t.ok(page.includes(`<script type="application/json" data-island-props="i1">${escapeJsonForScript(props)}</script>`));
  t.same(
    [...collector.used],
    [
      ['ThemeToggle', 'load'],
      ['AdminCountdown', 'visible'],
    ],
  );
  t.match(standalone, /Läuft ab in: 1h 5m/);
});

t.test('island props cannot break out of their script block', async (t) => {
  const html = renderDocument({
    manifest,
    timeZone: 'Europe/Berlin',
    title: 'x',
    theme: null,
    body: <ThemeToggleIsland back={'/</script><script>alert(1)</script><!--'} texts={SPEC_TEXTS.theme} />,
  });
  t.equal(html.match(/<script/g)?.length, 2, 'only the props block and the boot script');
  const json = /data-island-props="i0">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  t.same(JSON.parse(json), { back: '/</script><script>alert(1)</script><!--', texts: SPEC_TEXTS.theme });
});

t.test('a page without islands ships no script at all; one with islands loads only the boot module', async (t) => {
  const plain = renderDocument({
    timeZone: 'Europe/Berlin',
    manifest,
    title: 'Plain',
    theme: 'dark',
    body: <p>hello</p>,
  });
  t.ok(plain.startsWith('<!doctype html><html lang="de" data-theme="dark">'));
  t.notMatch(plain, /<script/);
  t.notMatch(plain, /modulepreload/);
  const withIsland = renderDocument({
    timeZone: 'Europe/Berlin',
    manifest,
    title: 'Toggle',
    theme: null,
    body: <ThemeToggleIsland back="/" texts={SPEC_TEXTS.theme} />,
  });
  t.match(withIsland, new RegExp(`<script type="module" src="${manifest.boot}"></script></body>`));
  t.match(withIsland, /<title>Toggle · Guildhall<\/title>/);
  t.notMatch(withIsland, /data-theme=/, 'no cookie: the system preference decides');
});

t.test('React islands are not preloaded until their strategy fires', async (t) => {
  const collector = new IslandCollector(manifest);
  collector.register('AdminCountdown', 'visible');
  t.same(collector.preloads(), []);
  collector.register('ThemeToggle', 'load');
  t.same(collector.preloads(), manifest.islands.ThemeToggle!.preload);
});

t.test('the manifest lists every island, and every island has a view wrapper', async (t) => {
  const names = findIslands()
    .map((island) => island.name)
    .sort();
  t.same(Object.keys(manifest.islands).sort(), names);
  const wrappers = readFileSync(join(projectRoot, 'views', 'islands.ts'), 'utf8');
  for (const name of names) t.match(wrappers, new RegExp(`island\\('${name}', ${name},`), `${name} is wrapped`);
  t.equal(manifest.islands.ThemeToggle!.react, false, 'the theme toggle needs no React');
  t.equal(manifest.islands.AdminCountdown!.react, true);
});

t.test('admin countdown text', async (t) => {
  const now = 1_000_000;
  t.equal(countdownText(now + 2 * 3_600_000 + 5 * 60_000, now, SPEC_TEXTS.countdown), 'Läuft ab in: 2h 5m');
  t.equal(countdownText(now + 59 * 60_000, now, SPEC_TEXTS.countdown), 'Läuft ab in: 59m');
  t.equal(countdownText(now + 30_000, now, SPEC_TEXTS.countdown), 'Läuft ab in: 1m');
  t.equal(countdownText(now, now, SPEC_TEXTS.countdown), 'Abgelaufen');
  t.equal(countdownText(now - 1, now, SPEC_TEXTS.countdown), 'Abgelaufen');
});

t.test(
  'a page whose only island is the theme toggle downloads at most 3 KB of brotli JavaScript and no React',
  async (t) => {
    const { readFileSync: read } = await import('node:fs');
    const { brotliCompressSync } = await import('node:zlib');
    const html = renderDocument({
      timeZone: 'Europe/Berlin',
      manifest,
      title: 'x',
      theme: null,
      body: <ThemeToggleIsland back="/" texts={SPEC_TEXTS.theme} />,
    });
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    const unique = [...new Set(scripts)];
    const bytes = unique.reduce(
      (sum, url) => sum + brotliCompressSync(read(join(assetsDir, url.replace('/assets/', '')))).length,
      0,
    );
    t.ok(bytes <= 3 * 1024, `${bytes} B brotli for ${unique.length} modules`);
    t.notOk(
      unique.some((url) => url.includes('AdminCountdown')),
      'no React island module',
    );
    t.ok(
      unique.every((url) => read(join(assetsDir, url.replace('/assets/', '')), 'utf8').length < 5_000),
      'no module is the React chunk',
    );
  },
);
