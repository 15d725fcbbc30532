// Cookie names and attributes. Every cookie we own is `__Host-` prefixed and Secure, except in demo mode
// on plain http, where browsers outside localhost would drop such cookies; only there the bare name is used.
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { DashboardConfig } from '../config.js';

export function cookieName(config: Pick<DashboardConfig, 'secureCookies'>, base: string): string {
  return config.secureCookies ? `__Host-${base}` : base;
}

export function privateCookieOptions(
  config: Pick<DashboardConfig, 'secureCookies'>,
  maxAgeSeconds?: number,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    secure: config.secureCookies,
    sameSite: 'lax',
    path: '/',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** The interface language a visitor chose ('spec', 'de' or 'en'), a year long; read by the server only. */
export const languageCookieName = (config: Pick<DashboardConfig, 'secureCookies'>) => cookieName(config, 'lang');
