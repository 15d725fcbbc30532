// Each guild's configuration as the bot acts on it: read from the bot API when first needed, kept, and
// read again as soon as the bot hears the guild's configuration changed (changes.ts), or after a while
// in case a notice was missed. What the bot derives from it (the auto responses' matcher) is made once
// per read.
import type { TypedBotApi } from '../contract/client.js';
import type { AutoResponse, FeatureName, GuildConfiguration } from '../contract/index.js';
import { triggerMatcher } from './features/trigger-match.js';

export interface GuildSetup {
  config: GuildConfiguration;
  enabled(feature: FeatureName): boolean;
  /** The auto response a message calls for, if any. */
  respond(content: string): AutoResponse | null;
}

function setupOf(config: GuildConfiguration): GuildSetup {
  const enabled = new Set(config.features.filter((feature) => feature.enabled).map((feature) => feature.name));
  const match = triggerMatcher(
    config.autoResponses.map((response) => ({ trigger: response.trigger_word, value: response })),
  );
  return { config, enabled: (feature) => enabled.has(feature), respond: (content) => match(content)?.value ?? null };
}

export interface GuildSetups {
  get(guildId: string): Promise<GuildSetup>;
  /** A guild's configuration changed ('*': every guild's): the next use reads it anew. */
  forget(guildId: string): void;
}

/** Read again at the latest after this long, should a change notice have been lost. */
export const CONFIG_MAX_AGE_MS = 5 * 60_000;

export function createGuildSetups(api: TypedBotApi, now: () => number = () => performance.now()): GuildSetups {
  const kept = new Map<string, { setup: Promise<GuildSetup>; readAt: number }>();
  return {
    get(guildId) {
      const entry = kept.get(guildId);
      if (entry && now() - entry.readAt < CONFIG_MAX_AGE_MS) return entry.setup;
      // One read for every event that needs it at once; a failed read is not kept.
      const setup = api.bot.config({ guildId }).then(setupOf);
      kept.set(guildId, { setup, readAt: now() });
      setup.catch(() => {
        if (kept.get(guildId)?.setup === setup) kept.delete(guildId);
      });
      return setup;
    },
    forget(guildId) {
      if (guildId === '*') kept.clear();
      else kept.delete(guildId);
    },
  };
}
