// Return targets (`back` fields, `next` parameters) must stay on this site: a single leading slash,
// no scheme, no protocol-relative `//` or `/\`, no control characters.
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return value;
}
