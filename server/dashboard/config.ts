// The dashboard's section of the configuration: where it listens and under which origin, its sessions and
// cookies, how it signs users in with Discord, and where the bot API answers.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import {
  APP_VERSION,
  type ConfigSection,
  isLoopback,
  type LogLevel,
  localOrigin,
  loopbackHost,
  optional,
  portNumber,
  section,
  secretList,
  SHARED_VARIABLES,
  withDefault,
} from '../platform/config.js';

/** Comma-separated exact proxy addresses or CIDR ranges; never `true`, so a spoofed X-Forwarded-For is ignored. */
const trustProxyList = z.string().transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !validBits || extra !== undefined) {
      ctx.addIssue({ code: 'custom', message: `"${entry}" is not an IP address or CIDR range` });
    }
  }
  return entries;
});

/** The Discord application the dashboard signs users in with. */
interface DiscordApp {
  clientId: string;
  clientSecret: string;
  /** REST base (…/api); in demo mode the stand-in mounted on this process. */
  apiBase: string;
  /** Image CDN base as browsers reach it. */
  cdnBase: string;
  /** Where the browser is sent to sign in. */
  authorizeUrl: string;
}

export interface DashboardConfig {
  host: string;
  port: number;
  /** The origin the browser sees; the base of OAuth callbacks and the CSRF origin check. */
  publicUrl: string;
  /** True when served over https, which decides HSTS. */
  secure: boolean;
  /**
   * Cookies are Secure with __Host- names except in demo mode on plain http, where browsers outside
   * localhost would drop them.
   */
  secureCookies: boolean;
  /** Sessions (and rate limits) go to Redis when set, so several processes share them. */
  redisUrl: string | null;
  logLevel: LogLevel;
  trustProxy: string[];
  /** Cookie-signing keys: the first signs, all verify (rotation: "new,old"). */
  sessionSecrets: string[];
  /** False when no SESSION_SECRET was given and one was generated for this process only. */
  sessionSecretConfigured: boolean;
  appVersion: string;
  /** No Discord application configured: everything runs against the stand-in Discord with demo data. */
  demo: boolean;
  /** Demo mode listening beyond loopback (HOST): the login page and the start warn that it is open to all. */
  demoExposed: boolean;
  discord: DiscordApp;
  botApi: {
    /** null: the bot API runs inside this process. */
    url: string | null;
    /** Token-signing keys shared with the bot API: the first signs, all verify (rotation: "new,old"). */
    secrets: string[];
  };
  /** The privacy policy's periods, as the bot API keeps them. */
  retention: { ticketDays: number; auditDays: number };
  /** Above this event-loop delay (ms) pages are refused with 503 and Retry-After; 0: never. */
  maxEventLoopDelayMs: number;
}

/** Where this dashboard is seen, for the demo's stand-in Discord to be placed under. */
interface DashboardAddress {
  publicUrl: string;
  /** This process as another part of it reaches it over loopback. */
  loopbackOrigin: string;
}

/** The overload guard's limit unless MAX_EVENT_LOOP_DELAY_MS says otherwise. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1_000;

const DASHBOARD_VARIABLES = {
  HOST: withDefault(z.string().min(1), '127.0.0.1'),
  PORT: withDefault(portNumber, 3000),
  PUBLIC_URL: SHARED_VARIABLES.PUBLIC_URL,
  LOG_LEVEL: SHARED_VARIABLES.LOG_LEVEL,
  TRUST_PROXY: withDefault(trustProxyList, []),
  SESSION_SECRET: optional(
    secretList(
      'must be at least 32 characters (e.g. `openssl rand -base64 48`), or a comma-separated list of such while rotating',
    ),
  ),
  DISCORD_CLIENT_ID: optional(z.string().regex(/^\d{17,20}$/, 'must be the application ID (17-20 digits)')),
  DISCORD_CLIENT_SECRET: optional(z.string().min(8)),
  DISCORD_API_URL: SHARED_VARIABLES.DISCORD_API_URL,
  DISCORD_CDN_URL: SHARED_VARIABLES.DISCORD_CDN_URL,
  BOT_API_URL: SHARED_VARIABLES.BOT_API_URL,
  BOT_API_SECRET: SHARED_VARIABLES.BOT_API_SECRET,
  REDIS_URL: SHARED_VARIABLES.REDIS_URL,
  RETENTION_TICKET_DAYS: SHARED_VARIABLES.RETENTION_TICKET_DAYS,
  RETENTION_AUDIT_DAYS: SHARED_VARIABLES.RETENTION_AUDIT_DAYS,
  MAX_EVENT_LOOP_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(60_000), DEFAULT_MAX_EVENT_LOOP_DELAY_MS),
};

/** The dashboard's section; without a Discord application, `demoDiscord` says where the stand-in answers. */
export function dashboardSection(
  demoDiscord: (address: DashboardAddress) => DiscordApp,
): ConfigSection<DashboardConfig> {
  return section(
    DASHBOARD_VARIABLES,
    (e) => {
      const publicUrl = e.PUBLIC_URL ?? localOrigin(e.HOST, e.PORT);
      const demo = e.DISCORD_CLIENT_ID === undefined;
      const api = e.DISCORD_API_URL.replace(/\/$/, '');
      return {
        host: e.HOST,
        port: e.PORT,
        publicUrl,
        secure: publicUrl.startsWith('https:'),
        secureCookies: publicUrl.startsWith('https:') || !demo,
        redisUrl: e.REDIS_URL ?? null,
        logLevel: e.LOG_LEVEL,
        trustProxy: e.TRUST_PROXY,
        sessionSecrets: e.SESSION_SECRET ?? [randomBytes(48).toString('base64url')],
        sessionSecretConfigured: e.SESSION_SECRET !== undefined,
        appVersion: APP_VERSION,
        demo,
        demoExposed: demo && !isLoopback(e.HOST),
        discord: demo
          ? demoDiscord({ publicUrl, loopbackOrigin: `http://${loopbackHost(e.HOST)}:${e.PORT}` })
          : {
              clientId: e.DISCORD_CLIENT_ID!,
              clientSecret: e.DISCORD_CLIENT_SECRET!,
              apiBase: api,
              cdnBase: e.DISCORD_CDN_URL.replace(/\/$/, ''),
              // Discord serves the consent page beside its API: https://discord.com/api → https://discord.com/oauth2/authorize.
              authorizeUrl: `${api.replace(/\/api$/, '')}/oauth2/authorize`,
            },
        botApi: {
          url: e.BOT_API_URL?.replace(/\/$/, '') ?? null,
          secrets: e.BOT_API_SECRET ?? [randomBytes(48).toString('base64url')],
        },
        retention: { ticketDays: e.RETENTION_TICKET_DAYS, auditDays: e.RETENTION_AUDIT_DAYS },
        maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
      };
    },
    (e, problem) => {
      if ((e.DISCORD_CLIENT_ID === undefined) !== (e.DISCORD_CLIENT_SECRET === undefined))
        problem('DISCORD_CLIENT_ID', 'set DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET together');
      if (e.BOT_API_URL && !e.BOT_API_SECRET)
        problem('BOT_API_SECRET', 'is required with BOT_API_URL (the same value the bot API uses)');
    },
  );
}
