// The session's form token; every form of a signed-in page carries it.
import { CSRF_FIELD } from '../../server/contract/facts.js';

export function CsrfField({ token }: { token: string | null }) {
  return token ? <input type="hidden" name={CSRF_FIELD} value={token} /> : null;
}
