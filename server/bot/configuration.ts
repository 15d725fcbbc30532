// Each guild's configuration as the bot acts on it: read from the bot API when first needed, kept, and
// read again as soon as the bot hears the guild's configuration changed (changes.ts), or after a while
// in case a notice was missed. What an interaction needs must be at hand within Discord's 3 s, so a
// configuration in use is read again right when it changes, not when the next event asks for it. What
// the bot derives from it (the auto responses' matcher) is made once per read. Notices that come while a
// read is under way share one read more, begun once it answers: a burst of changes (a form saving a list,
// an import) costs the store two reads of the whole configuration, not one per change.
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
  /** The guild's configuration when it is at hand (read, and not too old), without waiting for anything. */
  peek(guildId: string): GuildSetup | undefined;
  /** A guild's configuration changed ('*': every guild's): the next use reads it anew. */
  forget(guildId: string): void;
}

/** Read again at the latest after this long, should a change notice have been lost. */
export const CONFIG_MAX_AGE_MS = 5 * 60_000;

interface Kept {
  setup: Promise<GuildSetup>;
  /** The setup once read. */
  value?: GuildSetup;
  readAt: number;
  /** The read waits for the one before it to answer (it begins after the latest notice); it has answered. */
  status: { queued: boolean; answered: boolean };
}

export function createGuildSetups(api: TypedBotApi, now: () => number = () => performance.now()): GuildSetups {
  const kept = new Map<string, Kept>();
  const fresh = (entry: Kept | undefined): entry is Kept => !!entry && now() - entry.readAt < CONFIG_MAX_AGE_MS;
  /** Reads the guild's configuration, once `after` (a read under way) has answered, if given. */
  const read = (guildId: string, after?: Promise<unknown>) => {
    const status = { queued: after !== undefined, answered: false };
    const begin = () => {
      status.queued = false;
      return api.bot.config({ guildId });
    };
    // One read for every event that needs it at once; a failed read is not kept.
    const entry: Kept = { setup: (after ? after.then(begin, begin) : begin()).then(setupOf), readAt: now(), status };
    kept.set(guildId, entry);
    entry.setup.then(
      (setup) => {
        entry.value = setup;
        status.answered = true;
      },
      () => {
        status.answered = true;
        if (kept.get(guildId) === entry) kept.delete(guildId);
      },
    );
    return entry.setup;
  };
  return {
    get(guildId) {
      const entry = kept.get(guildId);
      return fresh(entry) ? entry.setup : read(guildId);
    },
    peek(guildId) {
      const entry = kept.get(guildId);
      return fresh(entry) ? entry.value : undefined;
    },
    forget(guildId) {
      const one = kept.get(guildId);
      const inUse = guildId === '*' ? [...kept.entries()] : one ? [[guildId, one] as const] : [];
      // What was in use is read again at once, so that the next interaction finds it at hand (a form,
      // which must be the first answer, cannot wait for a read). A read under way may have begun before
      // the change: the new one begins once it answers. One already waiting begins after this notice too.
      for (const [id, entry] of inUse) {
        if (entry.status.queued) continue;
        read(id, entry.status.answered ? undefined : entry.setup);
      }
    },
  };
}
