// Return targets (`back` fields, `next` parameters) must stay on this site. The URL parser resolves dot
// segments, encoded dots included, so `/.//evil.example` comes out as `//evil.example`: what is returned
// is checked, not what came in. The result goes into a Location header, so it is returned as the parser
// serializes it: percent-encoded, ASCII only.
const BASE = 'http://guildhall.invalid';
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;

/** A path a browser resolves against this site, whatever site it is on: one leading slash, then no `/` or `\`. */
const isLocalPath = (path: string): boolean =>
  /^\/(?![/\\])/.test(path) && !CONTROL_OR_BACKSLASH.test(path) && new URL(path, BASE).origin === BASE;

export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048 || !isLocalPath(value)) return fallback;
  const url = new URL(value, BASE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isLocalPath(path) ? path : fallback;
}

/** Where to go after signing in: a path of this site (no fragment), never back into the sign-in itself. */
export function safeReturnPath(value: unknown): string | null {
  const path = safeLocalPath(value, '').split('#')[0]!;
  return path && !/^\/(login|auth)([/?]|$)/.test(path) ? path : null;
}
