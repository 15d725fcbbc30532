// What route modules may use from the running app, passed explicitly instead of read from globals.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CdnImages } from './render/cdn-images.js';
import type { BotApiClient, BotApiUser } from '../contract/client.js';
import type { DashboardConfig } from './config.js';
import type { DiscordUserApi } from './discord/user-api.js';
import type { GuildAccessCache } from './lib/guild-access.js';
import type { Manifest } from './render/manifest.js';
import type { InlineStyles } from './render/stylesheet.js';
import type { Drafts } from './session/drafts.js';
import type { Sessions } from './session/sessions.js';
import type { PageShell } from '../../views/shell.js';

export interface AppContext {
  config: DashboardConfig;
  manifest: Manifest;
  /** The clock, injectable so tests can pin dates. */
  now: () => Date;
  shell: (request: FastifyRequest, reply: FastifyReply, guildId: string | null) => PageShell;
  sessions: Sessions;
  /** Forms sent after a session ended, kept until the user is back. */
  drafts: Drafts;
  botApi: BotApiClient;
  discordUser: DiscordUserApi;
  guildAccess: GuildAccessCache;
  /** Memoizes a value for a while (e.g. the changelog), per process. */
  cached: <T>(key: string, ttlMs: number, load: () => Promise<T>) => Promise<T>;
  /** The signed-in user as the bot API client needs them; null without a session. */
  botApiUser: (request: FastifyRequest) => BotApiUser | null;
  /** The built stylesheet's text (inlined into transcript exports). */
  stylesheet: () => string;
  /** For a page about to be sent: the stylesheet's text when it goes inline (a first visit), else null. */
  inlineStylesheet: (request: FastifyRequest, reply: FastifyReply) => InlineStyles | null;
  /** The CDN's images for transcript exports, fetched (through the Discord dispatcher tests may pass) and kept. */
  cdnImages: CdnImages;
}
