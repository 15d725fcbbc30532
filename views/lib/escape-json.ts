// JSON for a <script type="application/json"> block. React does not escape dangerouslySetInnerHTML, so this
// is the only guard: `<`, `>` and `&` can no longer close the script or open a comment, and U+2028/U+2029
// are escaped for old parsers. The result stays valid JSON, so JSON.parse(textContent) round-trips.
const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function escapeJsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}
