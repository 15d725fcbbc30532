// A first visit's inline styles: the rules the page's classes can match, in the stylesheet's
// own order, layers and media queries, and nothing the page cannot use.
import { createHash } from 'node:crypto';
import t from 'tap';
import { classesOf, criticalStylesheet } from '../../../server/dashboard/render/critical-css.js';

const STYLESHEET = [
  '@layer base,components;',
  '@layer base{:root{--gap:4px}body{margin:0}[data-theme=dark] body{color:#fff}}',
  '@layer components{.card{padding:8px}.card .card__title{font-weight:700}.tabs{display:flex}.menu:not(.open) .item{display:none}.list:has(.empty){opacity:.5}.a,.b{color:red}}',
  '@media (max-width:600px){@layer components{.tabs{display:block}.card{padding:4px}}}',
  '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
].join('');

t.test('the classes of the markup, from every class attribute', async (t) => {
  t.same(
    [...classesOf('<div class="app"><p class="card  card--wide">x</p><a class="">y</a><i data-class="no"></i></div>')],
    ['app', 'card', 'card--wide'],
  );
});

t.test('only the rules the page can match, in their layers and media queries', async (t) => {
  const select = criticalStylesheet(STYLESHEET);
  t.equal(
    select(new Set(['card']))[0]!.text,
    [
      '@layer base,components;',
      '@layer base{:root{--gap:4px}body{margin:0}[data-theme=dark] body{color:#fff}}',
      '@layer components{.card{padding:8px}}',
      '@media (max-width:600px){@layer components{.card{padding:4px}}}',
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
    ].join(''),
    'a class alone: its rules, rules without classes, and the keyframes',
  );
  const page = select(new Set(['card', 'card__title', 'tabs', 'menu', 'item', 'b', 'list']))[0]!;
  t.match(page.text, '.card .card__title{font-weight:700}', 'a rule needing two classes, both present');
  t.match(page.text, '.menu:not(.open) .item{display:none}', 'a class inside :not() is not needed');
  t.match(page.text, '.a,.b{color:red}', 'one selector of a list is enough');
  t.match(page.text, '.list:has(.empty){opacity:.5}', 'nor inside :has() (islands add markup; the whole file follows)');
  t.match(page.text, '@media (max-width:600px){@layer components{.tabs{display:block}.card{padding:4px}}}');
  t.equal(
    page.hash,
    `sha256-${createHash('sha256').update(page.text).digest('base64')}`,
    'the CSP source of exactly the text',
  );
  t.equal(
    select(new Set(['list', 'tabs', 'card', 'b', 'item', 'menu', 'card__title']))[0],
    page,
    'the same classes in another order: the same selection, kept',
  );
  t.equal(select(new Set())[0]!.text.includes('.card'), false, 'no classes: no class rules');
  t.equal(select(new Set(['card']), new Set(['card'])).length, 1, 'nothing only the later markup needs: one part');
});

t.test('a page with a styles break: the rules of the markup before it, then the rest cascading as one', async (t) => {
  const select = criticalStylesheet(STYLESHEET);
  const [first, rest, more] = select(new Set(['card']), new Set(['tabs', 'b']));
  t.equal(first!.text, select(new Set(['card']))[0]!.text, 'the head: what the markup before the break can match');
  t.equal(
    rest!.text,
    [
      '@layer base,components;',
      '@layer components{.tabs{display:flex}.a,.b{color:red}}',
      '@media (max-width:600px){@layer components{.tabs{display:block}.card{padding:4px}}}',
      '@keyframes spin{from{rotate:0}to{rotate:1turn}}',
    ].join(''),
    "the rest: from the first rule only the later markup needs, with the first part's rules after it again",
  );
  t.equal(more, undefined, 'two parts');
  t.equal(rest!.hash, `sha256-${createHash('sha256').update(rest!.text).digest('base64')}`, "each part's CSP source");
});
