// A day typed in the page's language: each catalogue's placeholder, the days it reads (its locale's order
// with the usual separators, and YYYY-MM-DD in every language), what it refuses, and how a stored day shows.
import t from 'tap';
import { dayInput } from '../../views/lib/day-input.js';
import { DE_TEXTS } from '../../views/i18n/texts-de.js';
import { EN_TEXTS } from '../../views/i18n/texts-en.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';

t.test('German (the default and Deutsch): TT.MM.JJJJ', async (t) => {
  for (const texts of [SPEC_TEXTS, DE_TEXTS]) {
    const day = dayInput(texts.dates);
    t.equal(day.placeholder, 'TT.MM.JJJJ');
    t.equal(day.parse('24.11.2026'), '2026-11-24');
    t.equal(day.parse(' 1.2.2026 '), '2026-02-01', 'one digit and spaces');
    t.equal(day.parse('1-2-2026'), '2026-02-01', 'another separator, the same order');
    t.equal(day.parse('2026-02-01'), '2026-02-01', 'YYYY-MM-DD as it is');
    for (const typed of ['gestern', '24.11.26', '2026.11.24', '24.11.2026x', ''])
      t.equal(day.parse(typed), null, `'${typed}' is no day in this format`);
    t.equal(day.parse('31.02.2026'), '2026-02-31', 'a day that does not exist is the caller to refuse');
    t.equal(day.show('2026-02-01'), '01.02.2026');
    t.equal(day.show('1.2.2026'), '1.2.2026', 'what was typed stays as typed');
  }
  t.equal(dayInput(SPEC_TEXTS.dates), dayInput(SPEC_TEXTS.dates), 'made once per catalogue');
});

t.test('English: DD/MM/YYYY, as its tables write days', async (t) => {
  const day = dayInput(EN_TEXTS.dates);
  t.equal(day.placeholder, 'DD/MM/YYYY');
  t.equal(day.parse('24/11/2026'), '2026-11-24');
  t.equal(day.parse('1/2/2026'), '2026-02-01');
  t.equal(day.parse('2026-11-24'), '2026-11-24');
  t.equal(day.parse('11/24/2026'), '2026-24-11', 'read in its order (the 24th month is refused by the caller)');
  t.equal(day.show('2026-02-01'), '01/02/2026');
});
