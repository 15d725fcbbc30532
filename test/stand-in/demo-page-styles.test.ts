// The Demo-Discord page mounted on the dashboard gets its stylesheets as the dashboard's pages get theirs
// (server/dashboard/render/stylesheet.ts): a first visit carries them inline, which CSP names by their
// hashes, with a prefetch of both files: a channel's page in two style elements (the rules its top bar
// uses in the head, the rest at the styles break after the top bar, the page's own rules in full at its
// end), the member choice in one; a repeat visit links both files, the dashboard's named in a preload header.
import { createHash } from 'node:crypto';
import t from 'tap';
import { DEMO_DISCORD_PAGE, THEME_COOKIE } from '../../server/contract/facts.js';
import { loadManifest } from '../../server/dashboard/render/manifest.js';
import { STYLESHEET_COOKIE } from '../../server/dashboard/render/stylesheet.js';
import { devAssetsDir } from '../../server/platform/paths.js';
import { MEMBER_COOKIE } from '../../server/stand-in/demo/cookies.js';
import { DEMO_CSS, DEMO_CSS_FILE } from '../../server/stand-in/demo/style.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { startDemo } from '../helpers/browser.js';
import { CookieJar, fetchRaw } from '../helpers/http-client.js';

const WELCOME = '130000000000000002';
const OWN_HREF = `${DEMO_DISCORD_PAGE}/${DEMO_CSS_FILE}`;

const inlineStyles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
const linked = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)"`, 'g'))].map((match) => match[1]!);
const styleSources = (csp: unknown) => /style-src ([^;]*)/.exec(String(csp))?.[1];

t.test('a first visit carries the page’s styles inline, a repeat visit links them', async (t) => {
  const { base } = await startDemo(t);
  const manifest = loadManifest(devAssetsDir);
  const url = `${base}${DEMO_DISCORD_PAGE}/channels/${WELCOME}`;

  for (const theme of ['dark', 'light'] as const) {
    const jar = new CookieJar();
    jar.store([`${MEMBER_COOKIE}=${DEMO_IDS.owner}`, `${THEME_COOKIE}=${theme}`]);
    const first = await fetchRaw(url, { jar });
    t.equal(first.status, 200);
    const html = first.body.toString();
    t.match(html, `<html lang="de" data-theme="${theme}">`);
    const styles = inlineStyles(html);
    t.equal(styles.length, 2, `${theme}: two inline style elements, the head's and the rest at the styles break`);
    const [head, rest] = styles as [string, string];
    const top = html.slice(html.indexOf('<body'), html.indexOf('<style>', html.indexOf('<body')));
    t.match(
      top,
      /^<body class="demo"><header class="demo-top">.*<\/header>$/,
      'the break comes right after the top bar',
    );
    t.match(head, `[data-theme=${theme}] {`, `${theme}: the head carries the dashboard’s theme`);
    t.match(head, /\.button--small\s*\{/, 'the rules of the top’s classes: the theme switch');
    t.match(head, /\.demo-top\s*\{/, 'and the page’s own rules for the top');
    t.notMatch(head, /\.demo-message__head|\.island\s*\{/, 'not the rules of the markup after the break');
    t.notMatch(head, '/*', 'nor the own stylesheet’s comments');
    t.ok(rest.endsWith(DEMO_CSS), `${theme}: the page’s own rules in full at the end, after the dashboard’s`);
    t.match(rest.slice(0, -DEMO_CSS.length), /\.island\s*\{/, 'the dashboard’s rules of the markup after the break');
    t.notMatch(head + rest, '.legal', 'not those of classes it does not use');
    t.same(linked(html, 'stylesheet'), [], 'no stylesheet link holds the first paint back');
    t.same(linked(html, 'prefetch'), [manifest.css, OWN_HREF], 'both files prefetched for the pages after it');
    const hashes = styles.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    t.same(
      new Set(styleSources(first.headers['content-security-policy'])?.split(' ')),
      new Set(["'self'", ...hashes]),
      'CSP names both texts',
    );
    t.equal(first.headers.link, undefined, 'no preload: the prefetch stays low priority');
    t.equal(
      jar.entries().find(([name]) => name === STYLESHEET_COOKIE)?.[1],
      manifest.css.slice(manifest.css.lastIndexOf('/') + 1),
      'the cookie names the build',
    );

    const next = await fetchRaw(url, { jar });
    t.equal(next.status, 200);
    const nextHtml = next.body.toString();
    t.same(inlineStyles(nextHtml), [], `${theme}: a repeat visit has no inline copy`);
    t.same(linked(nextHtml, 'stylesheet'), [manifest.css, OWN_HREF], 'it links both files, the dashboard’s first');
    t.equal(next.headers.link, `<${manifest.css}>; rel=preload; as=style`);
    t.equal(styleSources(next.headers['content-security-policy']), "'self'", 'and lets no inline style in');
  }

  const choice = await fetchRaw(`${base}${DEMO_DISCORD_PAGE}`, { jar: new CookieJar() });
  t.equal(choice.status, 200);
  const choiceStyles = inlineStyles(choice.body.toString());
  t.equal(choiceStyles.length, 1, 'the member choice, without a top bar, carries its styles in the head');
  t.ok(choiceStyles[0]!.endsWith(DEMO_CSS), 'the page’s own rules in full at its end');

  const own = await fetchRaw(`${base}${OWN_HREF}`);
  t.equal(own.body.toString(), DEMO_CSS, 'the linked file is the rules the first visit carried');
  // A repeat visit links it: asked again, it would hold that visit's first paint for a round trip.
  t.match(DEMO_CSS_FILE, /^demo-[0-9a-f]{10}\.css$/, 'its name carries its text’s hash');
  t.equal(own.headers['cache-control'], 'public, max-age=31536000, immutable', 'so a browser keeps it without asking');
});
