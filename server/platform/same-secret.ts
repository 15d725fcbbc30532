// The one constant-time comparison for secrets a client sends (form tokens, bearer tokens, client
// secrets). Both sides are hashed first: timingSafeEqual needs equal byte lengths, and a string of
// the right length in characters but not in bytes (multibyte) used to make it throw, answering 500.
import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
