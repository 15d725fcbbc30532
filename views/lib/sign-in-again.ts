// The login for a user whose session has ended, coming back to `path` afterwards (the server checks that
// it is a path of this site). Used by the server's redirects and by islands that meet a 401.
export function signInAgain(path: string | null): string {
  return `/login?error=unauthorized${path ? `&next=${encodeURIComponent(path)}` : ''}`;
}
