// How configuration is read: every program reads its own section of the environment (the dashboard, the
// bot API, the bot), each variable with a zod schema, and the process entry reads every section it runs
// at once, so an operator sees every problem in one message. Nothing depends on process.env at run time:
// the programs receive typed objects, and tests build them from plain ones. The variables more than one
// program reads are defined here, once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths.js';

export type Environment = Record<string, string | undefined>;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A variable that may be unset (an empty value counts as unset). */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());
/** A variable with a default when unset or empty. */
export const withDefault = <T extends z.ZodType>(schema: T, value: z.output<T>) =>
  z.preprocess(emptyAsUndefined, schema.default(value as never));
export const portNumber = z.coerce.number().int().min(0).max(65535);
export const httpUrl = z.url({ protocol: /^https?$/ });

/** One secret, or several separated by commas while rotating: the first signs, every one verifies. */
export const secretList = (message: string) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((secret) => secret.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(32, message)).min(1, message));

/** An origin such as https://dash.example.com: no path, query or fragment, since cookies and CSRF checks compare origins. */
const originUrl = httpUrl.transform((value, ctx) => {
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be an origin like https://dash.example.com (no path, query or credentials)',
    });
    return z.NEVER;
  }
  return url.origin;
});

const days = (fallback: number) => withDefault(z.coerce.number().int().min(1).max(3650), fallback);

/** The variables several programs read, each defined once. */
export const SHARED_VARIABLES = {
  LOG_LEVEL: withDefault(z.enum(LOG_LEVELS), 'info'),
  SHUTDOWN_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(120_000), 10_000),
  METRICS_HOST: withDefault(z.string().min(1), '127.0.0.1'),
  METRICS_PORT: optional(portNumber),
  /** The origin the browser sees: the base of OAuth callbacks, CSRF checks and links the bot posts. */
  PUBLIC_URL: optional(originUrl),
  DISCORD_API_URL: withDefault(httpUrl, 'https://discord.com/api'),
  DISCORD_CDN_URL: withDefault(httpUrl, 'https://cdn.discordapp.com'),
  DISCORD_BOT_TOKEN: optional(z.string().min(20)),
  BOT_API_URL: optional(httpUrl),
  BOT_API_SECRET: optional(
    secretList('must be at least 32 characters, or a comma-separated list of such while rotating'),
  ),
  BOT_SERVICE_TOKEN: optional(z.string().min(32, 'must be at least 32 characters')),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  DATA_DIR: withDefault(z.string().min(1), './data'),
  // The privacy policy's periods: the bot API deletes after them, the policy page states them.
  RETENTION_TICKET_DAYS: days(60),
  RETENTION_AUDIT_DAYS: days(90),
} as const;

export interface ProcessConfig {
  logLevel: LogLevel;
  shutdownTimeoutMs: number;
  /** Prometheus metrics on a listener of their own; null port: off. */
  metrics: { host: string; port: number | null };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A section of the configuration: the variables it reads, and the typed value it makes of them. */
export interface ConfigSection<T> {
  variables: readonly string[];
  /** The value, or the problems, each naming its variable. */
  read(env: Environment): { value: T; problems?: undefined } | { value?: undefined; problems: string[] };
}

/** A section from variable schemas and what to make of their values; `check` adds problems across variables. */
export function section<Shape extends z.ZodRawShape, T>(
  shape: Shape,
  build: (values: z.output<z.ZodObject<Shape>>) => T,
  check?: (
    values: z.output<z.ZodObject<Shape>>,
    problem: (variable: keyof Shape & string, message: string) => void,
  ) => void,
): ConfigSection<T> {
  const schema = z.object(shape);
  return {
    variables: Object.keys(shape),
    read(env) {
      const parsed = schema.safeParse(env);
      // The variable's name alone: a list's item index (SESSION_SECRET.1) means nothing to an operator.
      if (!parsed.success)
        return {
          problems: parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`),
        };
      const problems: string[] = [];
      check?.(parsed.data, (variable, message) => problems.push(`${variable}: ${message}`));
      return problems.length ? { problems } : { value: build(parsed.data) };
    },
  };
}

/** Reads every section; throws one ConfigError that lists every problem of them all. */
export function readSections<S extends Record<string, ConfigSection<unknown>>>(
  env: Environment,
  sections: S,
): { [K in keyof S]: S[K] extends ConfigSection<infer T> ? T : never } {
  const values: Record<string, unknown> = {};
  const problems = new Set<string>();
  for (const [key, entry] of Object.entries(sections)) {
    const read = entry.read(env);
    if (read.problems) for (const problem of read.problems) problems.add(problem);
    else values[key] = read.value;
  }
  if (problems.size) throw new ConfigError([...problems]);
  return values as { [K in keyof S]: S[K] extends ConfigSection<infer T> ? T : never };
}

export const processSection = section(
  {
    LOG_LEVEL: SHARED_VARIABLES.LOG_LEVEL,
    SHUTDOWN_TIMEOUT_MS: SHARED_VARIABLES.SHUTDOWN_TIMEOUT_MS,
    METRICS_HOST: SHARED_VARIABLES.METRICS_HOST,
    METRICS_PORT: SHARED_VARIABLES.METRICS_PORT,
  },
  (e): ProcessConfig => ({
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metrics: { host: e.METRICS_HOST, port: e.METRICS_PORT ?? null },
  }),
);

/** The origin this process serves when PUBLIC_URL is unset: its own host and port. */
export function localOrigin(host: string, port: number): string {
  const browserHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return new URL(`http://${browserHost.includes(':') ? `[${browserHost}]` : browserHost}:${port}`).origin;
}

/**
 * Whether a listener on `host` is reached from this machine only: localhost, 127.0.0.0/8 or ::1. A
 * wildcard (0.0.0.0, ::), any other address and any other name are reached from beyond it.
 */
export function isLoopback(host: string): boolean {
  const name = host.toLowerCase();
  return name === 'localhost' || name === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(name);
}

/**
 * The start's warning when demo mode listens on `host` (the address `variable` sets) and so is reached
 * from beyond this machine: its bot token is public and anyone may sign in as any demo account.
 */
export const demoExposureWarning = (host: string, variable: 'HOST' | 'BOT_API_HOST') =>
  `Demo mode listens on ${host}, which is reached from beyond this machine: whoever reaches it can sign in as any demo account (the global admin included), use the demo's public bot token and play Discord's users through the act API. Do not expose demo mode: set ${variable}=127.0.0.1, or configure a Discord application.`;

/** Where another process of this machine reaches a listener on `host` (a wildcard means loopback). */
export function loopbackHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The release, from package.json: the one place a version is written. */
export const APP_VERSION = z
  .object({ version: z.string().regex(/^\d+\.\d+\.\d+/) })
  .parse(JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'))).version;
