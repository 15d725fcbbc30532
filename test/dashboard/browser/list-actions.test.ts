// Every list page at a laptop's widths (1,024, 1,280 and 1,440 px), with and without JavaScript: each
// action of each row is in view, none behind a sideways scroll; the command matrix while a row is edited too.
import t from 'tap';
import { DEMO_IDS } from '../../../server/stand-in/world.js';
import { browserAvailable, launchBrowser, openPage, signInAs, startDemo } from '../../helpers/browser.js';
import { hiddenRowActions } from '../../helpers/layout-checks.js';
import { addLongCategory, addLongTicket, crowdedWorld, GUILD } from '../../helpers/route-walk.js';

const LIST_PAGES = [
  '/tickets',
  '/tickets?status=open',
  '/tickets/search?q=Ticket',
  '/ticket-categories',
  '/autoresponses',
  '/autoroles',
  '/command-permissions',
  `/command-permissions/${DEMO_IDS.vipRole}`,
  '/permissions',
  '/history',
  '/changelog',
].map((path) => `${GUILD}${path}`);
const ADMIN_PAGES = ['admins', 'server', 'einstellungen', 'aktivitaeten'].map((tab) => `/admin?tab=${tab}`);

if (browserAvailable(t)) {
  const { base, system } = await startDemo(t, {}, undefined, crowdedWorld());
  const browser = await launchBrowser(t);
  await addLongCategory(t, browser, base);
  await addLongTicket(system);
  for (const width of [1024, 1280, 1440])
    for (const javaScript of [true, false])
      t.test(`every row's actions in view at ${width} px${javaScript ? '' : ', without JavaScript'}`, async (t) => {
        const { page } = await openPage(t, browser, {
          viewport: { width, height: 800 },
          javaScriptEnabled: javaScript,
        });
        const check = async (label: string) => t.same(await hiddenRowActions(page), [], label);
        await signInAs(page, base, 'demo-owner');
        for (const path of LIST_PAGES) {
          t.equal((await page.goto(`${base}${path}`))?.status(), 200, path);
          await check(path);
        }
        if (javaScript) {
          await page.goto(`${base}${GUILD}/command-permissions`);
          await page.locator('tr:has(th:text-is("VIP"))').locator('text=Bearbeiten').click();
          await check('the command matrix with a row in edit mode');
        }
        await page.context().clearCookies();
        await signInAs(page, base, 'demo-operator');
        for (const path of ADMIN_PAGES) {
          t.equal((await page.goto(`${base}${path}`))?.status(), 200, path);
          await check(path);
        }
      });
}
