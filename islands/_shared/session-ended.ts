// An island whose request finds the session over (401) sends the user to sign in, and back to this page
// afterwards, instead of showing an error that no retry can fix.
import { signInAgain } from '../../views/lib/sign-in-again.js';

export function sessionEnded(response: Response): boolean {
  if (response.status !== 401) return false;
  location.assign(signInAgain(location.pathname + location.search));
  return true;
}
