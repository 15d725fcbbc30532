// Cookie names and attributes. On https every cookie we own is `__Host-` prefixed and Secure; on plain
// http (the local demo) browsers would drop such cookies, so the bare name is used there, and only there.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config.js';

export function cookieName(config: Pick<Config, 'secure'>, base: string): string {
  return config.secure ? `__Host-${base}` : base;
}

export function privateCookieOptions(config: Pick<Config, 'secure'>, maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: config.secure,
    sameSite: 'lax',
    path: '/',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** The theme cookie is readable by the toggle's script: it holds nothing but 'dark' or 'light'. */
export const THEME_COOKIE = 'gh_theme';
export const THEME_MAX_AGE = 60 * 60 * 24 * 365;
