// The one place that reads the environment. Everything else receives the typed Config object,
// so tests build apps from plain objects and nothing depends on process.env at run time.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';

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
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
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

const envSchema = z.object({
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optional(originUrl),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(LOG_LEVELS).default('info')),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, trustProxyList.default([])),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')),
  SHUTDOWN_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(100).max(120_000).default(10_000)),
});

export interface Config {
  host: string;
  port: number;
  /** The origin the browser sees; the base of OAuth callbacks and the CSRF origin check. */
  publicUrl: string;
  /** True when served over https, which decides Secure cookies and HSTS. */
  secure: boolean;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: string[];
  sessionSecret: string;
  /** False when no SESSION_SECRET was given and one was generated for this process only. */
  sessionSecretConfigured: boolean;
  shutdownTimeoutMs: number;
  appVersion: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export const APP_VERSION = '1.1.0';

/** Parses the environment once; throws a ConfigError that lists every problem at once. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const e = parsed.data;
  const browserHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  const publicUrl = e.PUBLIC_URL ?? new URL(`http://${browserHost.includes(':') ? `[${browserHost}]` : browserHost}:${e.PORT}`).origin;
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    secure: publicUrl.startsWith('https:'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessionSecret: e.SESSION_SECRET ?? randomBytes(48).toString('base64url'),
    sessionSecretConfigured: e.SESSION_SECRET !== undefined,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    appVersion: APP_VERSION,
  };
}
