// Pages' renders take turns: in the order they asked, one a turn of the event loop, so what else the loop
// has to do (an I/O callback, another request's step) comes between two renders, not after all of them.
import t from 'tap';
import { renderTurn } from '../../../server/dashboard/render/render-turns.js';

t.test('renders run in the order asked, one a turn, other work between them', async (t) => {
  const order: string[] = [];
  const renders = ['first', 'second', 'third'].map(async (name) => {
    await renderTurn();
    order.push(name);
  });
  // Work of this turn's check phase, asked after the renders: it runs before the second render.
  setImmediate(() => order.push('other work'));
  await Promise.all(renders);
  t.same(order, ['first', 'other work', 'second', 'third']);
});

t.test('a render asked after the queue ran dry gets its turn at once', async (t) => {
  await renderTurn();
  let rendered = false;
  const turn = renderTurn().then(() => {
    rendered = true;
  });
  await new Promise((resolve) => setImmediate(resolve));
  await turn;
  t.ok(rendered);
});
