// The Changelog.
import t from 'tap';
import { buildAuthApp } from '../../helpers/auth.js';
import { alertOf, textOf } from '../../helpers/app.js';

const G = '100000000000000001';
const ENTRIES = [
  {
    version: '1.1.0',
    date: '2026-11-22',
    type: 'minor',
    changes: { added: ['Neu A', 'Neu B'], changed: ['Anders'], fixed: [], removed: [] },
  },
  {
    version: '1.0.0',
    date: '2025-09-12',
    type: 'major',
    changes: { added: ['Start'], changed: [], fixed: ['Fehler X'], removed: ['Alt'] },
  },
];

t.test(
  'the changelog: version header, cards with badge and German date, non-empty sections, the explainer; cached',
  async (t) => {
    const auth = await buildAuthApp(t);
    const { cookies } = await auth.signIn();
    auth.bot.intercept({ path: '/api/changelog', method: 'GET' }).reply(200, ENTRIES);
    const res = await auth.app.inject({ url: `/dashboard/${G}/changelog`, cookies });
    const text = textOf(res.body);
    t.match(text, 'Changelog Aktuelle Version 1.1.0');
    t.match(text, 'Version 1.1.0 MINOR 22. November 2026 Hinzugefügt Neu A Neu B Geändert Anders Version 1.0.0');
    t.notMatch(
      text,
      'Version 1.1.0 MINOR 22. November 2026 Hinzugefügt Neu A Neu B Geändert Anders Behoben',
      'empty sections are hidden',
    );
    t.match(text, 'Version 1.0.0 MAJOR 12. September 2025 Hinzugefügt Start Behoben Fehler X Entfernt Alt');
    t.match(
      text,
      'Semantic Versioning MAJOR Breaking Changes und große neue Features MINOR Neue Features, abwärtskompatibel PATCH Fehlerbehebungen (Bug Fixes)',
    );
    const again = await auth.app.inject({ url: `/dashboard/${G}/changelog`, cookies });
    t.equal(again.statusCode, 200, 'served from the cache: the mock answered only once');
  },
);

t.test(
  'a failed call falls back to the built-in 1.0.0 entry; an empty list says so; unreadable data is the error state',
  async (t) => {
    const failing = await buildAuthApp(t);
    const session = await failing.signIn();
    failing.bot.intercept({ path: '/api/changelog', method: 'GET' }).reply(503, { error: 'down' });
    const fallback = textOf(
      (await failing.app.inject({ url: `/dashboard/${G}/changelog`, cookies: session.cookies })).body,
    );
    t.match(
      fallback,
      'Version 1.0.0 MAJOR 12. September 2025 Hinzugefügt Ticket-System mit Kategorien Auto-Response mit Embeds Berechtigungsverwaltung Statistik-Dashboard Feature-Toggles OAuth-Dashboard Versionsverfolgung und Changelog Footer mit Version',
    );

    const empty = await buildAuthApp(t);
    const emptySession = await empty.signIn();
    empty.bot.intercept({ path: '/api/changelog', method: 'GET' }).reply(200, []);
    t.match(
      (await empty.app.inject({ url: `/dashboard/${G}/changelog`, cookies: emptySession.cookies })).body,
      'Kein Changelog verfügbar',
    );

    const broken = await buildAuthApp(t);
    const brokenSession = await broken.signIn();
    broken.bot.intercept({ path: '/api/changelog', method: 'GET' }).reply(200, [{ version: 'eins' }]);
    const res = await broken.app.inject({ url: `/dashboard/${G}/changelog`, cookies: brokenSession.cookies });
    t.same(alertOf(res.body), {
      title: 'Error Loading Changelog',
      message: 'Failed to load changelog data',
      link: { text: 'Retry', href: `/dashboard/${G}/changelog` },
    });
  },
);
