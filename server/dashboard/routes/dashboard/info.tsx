// The informational guild screen: the Changelog.
import { z } from 'zod';
import { defineGuildRoute } from '../define-guild-route.js';
import { BUILT_IN_CHANGELOG } from '../../../contract/changelog.js';
import { ChangelogPage, type ChangelogData } from '../../../../views/pages/ChangelogPage.js';
import { UpstreamError } from '../../../contract/client.js';

/** The changelog changes with releases, not per request. */
const CHANGELOG_TTL_MS = 10 * 60_000;

export const changelogRoute = defineGuildRoute({
  path: '/dashboard/:guildId/changelog',
  screen: 'changelog',
  query: z.object({}),
  title: 'changelog',
  loadErrorTitle: (texts) => texts.loadErrors.changelogTitle,
  loadError: (texts) => texts.loadErrors.changelog,
  retryLabel: (texts) => texts.loadErrors.changelogRetry,
  load: async (ctx): Promise<ChangelogData> => {
    const version = ctx.app.config.appVersion;
    try {
      const entries = await ctx.app.cached('changelog', CHANGELOG_TTL_MS, () => ctx.api.account.changelog());
      return { entries, version, fallback: false };
    } catch (error) {
      // A failed call is not an error page: the built-in entry (1.0.0) stands in. Data that
      // arrives but cannot be read is the error state ('Error Loading Changelog').
      if (error instanceof UpstreamError && error.status !== 401 && error.failure !== 'invalid-response')
        return { entries: [BUILT_IN_CHANGELOG], version, fallback: true };
      throw error;
    }
  },
  view: ChangelogPage,
});
