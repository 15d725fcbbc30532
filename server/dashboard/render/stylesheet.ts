// How a page gets its stylesheet. A browser that does not have it cached yet (no cookie naming this
// build's stylesheet) gets the part of it that the page's markup uses inline in the HTML
// (critical-css.ts), which paints one round trip sooner on a slow link, with a low-priority prefetch of
// the hashed file and the cookie; every later page links the file, which the browser then has. CSP
// allows the inline part by its hash, set on the response that carries it.
//
// A later page also names the file in a preload Link header: the browser starts reading it from its cache
// as the response headers arrive, not when the first bytes of the body do. On a slow link the body trickles
// in, and the first paint waits for the stylesheet; a proxy may also turn the header into 103 Early Hints.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_YEAR_SECONDS } from '../../contract/facts.js';
import type { DashboardConfig } from '../config.js';
import { privateCookieOptions } from '../lib/cookies.js';
import { allowInlineStyle } from '../setup/security.js';
import { criticalStylesheet, type InlineStylesheet, inlineStylesheet } from './critical-css.js';
import type { Manifest } from './manifest.js';

export const STYLESHEET_COOKIE = 'gh_css';

/**
 * A first visit's inline styles: the stylesheet's rules for the classes of the rendered page, in one
 * part, or in two where the page's markup has a styles break (`early`: the classes before it, `later`:
 * those after it; critical-css.ts), then the page's `own` rules in full at the end of the last part when
 * it has a stylesheet of its own (the stand-in's Demo-Discord page: markup its island adds later may use
 * any of them), so the style elements stand for both files as their links' order had it. With a break,
 * the head's part also carries those of the own rules that the markup before the break uses; the last
 * part repeats them after the stylesheet's, so the parts still cascade as the two files in a row.
 */
export type InlineStyles = (early: Set<string>, later?: Set<string>, own?: string) => string[];

/** For a first visit (the cookie is then set), the inline styles of this response; else null (the preload header is then set). */
export function createStylesheetDelivery(
  config: Pick<DashboardConfig, 'secureCookies'>,
  manifest: Manifest,
  text: () => string,
) {
  // The hashed file name names the build: a new stylesheet means a first visit again.
  const build = manifest.css.slice(manifest.css.lastIndexOf('/') + 1);
  const preload = `<${manifest.css}>; rel=preload; as=style`;
  let select: ReturnType<typeof criticalStylesheet> | undefined;
  const ownSelects = new Map<string, ReturnType<typeof criticalStylesheet>>();
  const withOwn = (parts: InlineStylesheet[], early: Set<string>, later: Set<string> | undefined, own: string) => {
    const texts = parts.map((part) => part.text);
    if (later !== undefined) {
      const selectOwn = ownSelects.get(own) ?? criticalStylesheet(own);
      ownSelects.set(own, selectOwn);
      texts[0] += selectOwn(early)[0]!.text;
      if (texts.length === 1) texts.push('');
    }
    texts[texts.length - 1] += own;
    return texts.map(inlineStylesheet);
  };
  return (request: FastifyRequest, reply: FastifyReply): InlineStyles | null => {
    if (request.cookies[STYLESHEET_COOKIE] === build) {
      reply.header('link', preload);
      return null;
    }
    reply.setCookie(STYLESHEET_COOKIE, build, privateCookieOptions(config, COOKIE_YEAR_SECONDS));
    return (early, later, own) => {
      select ??= criticalStylesheet(text());
      const parts = select(early, later);
      const chosen = own === undefined ? parts : withOwn(parts, early, later, own);
      for (const part of chosen) allowInlineStyle(reply, part.hash);
      return chosen.map((part) => part.text);
    };
  };
}
