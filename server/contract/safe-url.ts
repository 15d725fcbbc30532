// The one gate for every URL that reaches an href or src: absolute http(s) only, anything else is
// dropped. Relative URLs of our own (starting with a single /) are allowed for images we serve.
const HTTP_SCHEME = /^[\u0000-\u0020]*https?:/i;

export function safeHttpUrl(value: unknown, options: { allowLocal?: boolean } = {}): string | null {
  if (typeof value !== 'string' || value.length > 4096) return null;
  const trimmed = value.trim();
  if (options.allowLocal && /^\/(?![/\\])/.test(trimmed) && !/[\u0000-\u001f]/.test(trimmed)) return trimmed;
  // Most hostile values are not http(s) at all: refuse them without the cost of a thrown error.
  if (!HTTP_SCHEME.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
}
