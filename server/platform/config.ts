// The one place that reads the environment. Everything else receives the typed Config object,
// so tests build apps from plain objects and nothing depends on process.env at run time.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { projectRoot } from './paths.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** An origin such as https://dash.example.com: no path, query or fragment, since cookies and CSRF checks compare origins. */
const originUrl = z.url({ protocol: /^https?$/ }).transform((value, ctx) => {
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    ctx.addIssue({ code: 'custom', message: 'must be an origin like https://dash.example.com (no path, query or credentials)' });
    return z.NEVER;
  }
  return url.origin;
});

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

/** One secret, or several separated by commas while rotating: the first signs, every one verifies. */
const secretList = (message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, message)).min(1, message));

const envSchema = z
  .object({
    HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
    PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
    PUBLIC_URL: optional(originUrl),
    LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
    TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxyList.default([])),
    SESSION_SECRET: optional(secretList('must be at least 32 characters (e.g. `openssl rand -base64 48`), or a comma-separated list of such while rotating')),
    SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(10_000)),
    DISCORD_CLIENT_ID: optional(z.string().regex(/^\d{17,20}$/, 'must be the application ID (17-20 digits)')),
    DISCORD_CLIENT_SECRET: optional(z.string().min(8)),
    DISCORD_BOT_TOKEN: optional(z.string().min(20)),
    DISCORD_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://discord.com/api')),
    DISCORD_CDN_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).default('https://cdn.discordapp.com')),
    BOT_API_URL: optional(z.url({ protocol: /^https?$/ })),
    BOT_API_SECRET: optional(secretList('must be at least 32 characters, or a comma-separated list of such while rotating')),
    BOT_SERVICE_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
    BOT_API_HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
    BOT_API_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3001)),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ })),
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
    ADMIN_USER_IDS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default('')
        .transform((value) =>
          value
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().regex(/^\d{17,20}$/, 'must be a comma-separated list of Discord user IDs'))),
    ),
    // At most an hour (security checklist B9): an admin session is a borrowed key to someone else's server.
    ADMIN_SESSION_TTL_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(60).default(60)),
    // The privacy policy's periods (spec section 9); the policy page shows what is configured.
    RETENTION_TICKET_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3650).default(60)),
    RETENTION_AUDIT_DAYS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(3650).default(90)),
    RETENTION_INTERVAL_MINUTES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1440).default(60)),
    // The attachment archive's limits (bot-api/archive/): per file, per transcript, per guild. A file
    // travels to the dashboard as base64 in JSON, within the bot API client's 16 MB response cap.
    ARCHIVE_FILE_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10).default(8)),
    ARCHIVE_TICKET_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(50)),
    ARCHIVE_GUILD_MAX_MB: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1_000_000).default(1024)),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
    METRICS_HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
    METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  })
  .superRefine((env, ctx) => {
    const discord = [env.DISCORD_CLIENT_ID, env.DISCORD_CLIENT_SECRET, env.DISCORD_BOT_TOKEN].filter((value) => value !== undefined).length;
    if (discord !== 0 && discord !== 3) {
      ctx.addIssue({ code: 'custom', path: ['DISCORD_CLIENT_ID'], message: 'set DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET and DISCORD_BOT_TOKEN together (or none of them for demo mode)' });
    }
    if (env.BOT_API_URL && !env.BOT_API_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['BOT_API_SECRET'], message: 'is required with BOT_API_URL (the same value the bot API uses)' });
    }
  });

/** Every variable the configuration reads (.env.example lists them all; a test keeps it so). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
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
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: string[];
  /** Cookie-signing keys: the first signs, all verify (rotation: "new,old"). */
  sessionSecrets: string[];
  /** False when no SESSION_SECRET was given and one was generated for this process only. */
  sessionSecretConfigured: boolean;
  shutdownTimeoutMs: number;
  appVersion: string;
  /** No Discord credentials: everything runs against the stand-in Discord with demo data. */
  demo: boolean;
  discord: {
    clientId: string;
    clientSecret: string;
    botToken: string;
    /** REST base (…/api); in demo mode the stand-in mounted on this process. */
    apiBase: string;
    /** Image CDN base as browsers reach it. */
    cdnBase: string;
    /** Where the browser is sent to sign in. */
    authorizeUrl: string;
  };
  botApi: {
    /** null: run the bot API inside this process. */
    url: string | null;
    /** Token-signing keys shared with the bot API: the first signs, all verify (rotation: "new,old"). */
    secrets: string[];
    /** null: the bot-facing endpoints refuse every call. */
    serviceToken: string | null;
    host: string;
    port: number;
  };
  storage: { databaseUrl: string | null; dataDir: string };
  /** Prometheus metrics on a listener of their own; null port: off. */
  metrics: { host: string; port: number | null };
  admin: { bootstrapUserIds: string[]; sessionTtlMs: number };
  /** Ticket contents are deleted this many days after closing, audit rows after auditDays; checked every intervalMs. */
  retention: RetentionSettings;
  archive: ArchiveSettings;
}

/** Copies of transcript attachments: the most one file, one transcript and one guild may hold. */
export interface ArchiveSettings {
  fileMaxBytes: number;
  ticketMaxBytes: number;
  guildMaxBytes: number;
  /** For one file's download, headers and body together. */
  timeoutMs: number;
}

const MB = 1024 * 1024;
const ARCHIVE_TIMEOUT_MS = 10_000;

export interface RetentionSettings {
  ticketDays: number;
  auditDays: number;
  intervalMs: number;
}

/** Path prefix of the stand-in Discord when it is mounted on this process (demo mode). */
export const STAND_IN_PREFIX = '/_discord';
/** The stand-in's fixed demo application credentials. */
export const DEMO_APPLICATION = { clientId: '900000000000000001', clientSecret: 'demo-client-secret', botToken: 'demo-bot-token.guildhall.stand-in' };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The release, from package.json: the one place a version is written. */
export const APP_VERSION = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+/) }).parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'))).version;

/** Parses the environment once; throws a ConfigError that lists every problem at once. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    // The variable's name alone: a list's item index (SESSION_SECRET.1) means nothing to an operator.
    throw new ConfigError(parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`));
  }
  const e = parsed.data;
  const browserHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const demo = e.DISCORD_CLIENT_ID === undefined;
  const loopbackHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? '127.0.0.1' : e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST;
  const publicUrl = e.PUBLIC_URL ?? new URL(`http://${browserHost.includes(':') ? `[${browserHost}]` : browserHost}:${e.PORT}`).origin;
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
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    appVersion: APP_VERSION,
    demo,
    discord: demo
      ? {
          ...DEMO_APPLICATION,
          // Server-to-server calls go over loopback to this very process.
          apiBase: `http://${loopbackHost}:${e.PORT}${STAND_IN_PREFIX}/api`,
          cdnBase: `${publicUrl}${STAND_IN_PREFIX}/cdn`,
          authorizeUrl: `${publicUrl}${STAND_IN_PREFIX}/oauth2/authorize`,
        }
      : {
          clientId: e.DISCORD_CLIENT_ID!,
          clientSecret: e.DISCORD_CLIENT_SECRET!,
          botToken: e.DISCORD_BOT_TOKEN!,
          apiBase: e.DISCORD_API_URL.replace(/\/$/, ''),
          cdnBase: e.DISCORD_CDN_URL.replace(/\/$/, ''),
          // Discord serves the consent page beside its API: https://discord.com/api → https://discord.com/oauth2/authorize.
          authorizeUrl: `${e.DISCORD_API_URL.replace(/\/$/, '').replace(/\/api$/, '')}/oauth2/authorize`,
        },
    botApi: {
      url: e.BOT_API_URL?.replace(/\/$/, '') ?? null,
      secrets: e.BOT_API_SECRET ?? [randomBytes(48).toString('base64url')],
      serviceToken: e.BOT_SERVICE_TOKEN ?? null,
      host: e.BOT_API_HOST,
      port: e.BOT_API_PORT,
    },
    storage: { databaseUrl: e.DATABASE_URL ?? null, dataDir: e.DATA_DIR },
    metrics: { host: e.METRICS_HOST, port: e.METRICS_PORT ?? null },
    admin: { bootstrapUserIds: e.ADMIN_USER_IDS, sessionTtlMs: e.ADMIN_SESSION_TTL_MINUTES * 60_000 },
    retention: { ticketDays: e.RETENTION_TICKET_DAYS, auditDays: e.RETENTION_AUDIT_DAYS, intervalMs: e.RETENTION_INTERVAL_MINUTES * 60_000 },
    archive: { fileMaxBytes: e.ARCHIVE_FILE_MAX_MB * MB, ticketMaxBytes: e.ARCHIVE_TICKET_MAX_MB * MB, guildMaxBytes: e.ARCHIVE_GUILD_MAX_MB * MB, timeoutMs: ARCHIVE_TIMEOUT_MS },
  };
}
