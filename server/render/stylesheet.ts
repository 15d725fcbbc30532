// How a page gets its stylesheet. A browser that does not have it cached yet (no cookie naming this
// build's stylesheet) gets it inline in the HTML, which paints one round trip sooner on a slow link,
// with a low-priority prefetch of the hashed file and the cookie; every later page links the file,
// which the browser then has. CSP allows the inline copy by its hash (manifest.cssHash).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { privateCookieOptions } from '../lib/cookies.js';
import type { Manifest } from './manifest.js';

export const STYLESHEET_COOKIE = 'gh_css';
const YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The stylesheet's text for this response when it goes inline (and the cookie is set), else null. */
export function createStylesheetDelivery(config: Pick<Config, 'secureCookies'>, manifest: Manifest, text: () => string) {
  // The hashed file name names the build: a new stylesheet means a first visit again.
  const build = manifest.css.slice(manifest.css.lastIndexOf('/') + 1);
  return (request: FastifyRequest, reply: FastifyReply): string | null => {
    if (request.cookies[STYLESHEET_COOKIE] === build) return null;
    reply.setCookie(STYLESHEET_COOKIE, build, privateCookieOptions(config, YEAR_SECONDS));
    return text();
  };
}
