// Return targets (`back` fields, `next` parameters) must stay on this site: a single leading slash,
// no scheme, no protocol-relative `//` or `/\`, no control characters. The result goes into a Location
// header, so it is returned as the URL parser serializes it: percent-encoded, ASCII only.
const BASE = 'http://guildhall.invalid';

export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return fallback;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: a path of this site (no fragment), never back into the sign-in itself. */
export function safeReturnPath(value: unknown): string | null {
  const path = safeLocalPath(value, '').split('#')[0]!;
  return path && !/^\/(login|auth)([/?]|$)/.test(path) ? path : null;
}
