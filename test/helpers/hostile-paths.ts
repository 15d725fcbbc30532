// Return targets an attacker would try: each one, resolved by a browser against this site, would leave it
// if it came back as it is or as a URL parser normalises it. None may come out of safeLocalPath unchanged.
export const HOSTILE_RETURN_PATHS = [
  '//evil.example',
  '//evil.example/dashboard',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  'https://evil.example/',
  'javascript:alert(1)',
  // Dot segments that collapse into a protocol-relative address once resolved.
  '/.//evil.example/phish',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '/a/%2e%2e//evil.example',
  '/./%2e/..//evil.example',
  // Tabs and line breaks, which URL parsers strip, and backslashes, which they turn into slashes.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\\/evil.example',
] as const;

/** Inputs that stay on this site, with what they must come back as: encoded slashes and look-alike slashes stay encoded. */
export const LOCAL_LOOKALIKE_PATHS = [
  ['/%2f/evil.example', '/%2f/evil.example'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%5c/evil.example', '/%5c/evil.example'],
  ['/%09/evil.example', '/%09/evil.example'],
  ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
  ['/\uff0f/evil.example', '/%EF%BC%8F/evil.example'],
  ['/\u2215evil.example', '/%E2%88%95evil.example'],
  ['/\u29f8evil.example', '/%E2%A7%B8evil.example'],
] as const;
