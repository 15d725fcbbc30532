// The session's form token; every form of a signed-in page carries it.
export function CsrfField({ token }: { token: string | null }) {
  return token ? <input type="hidden" name="_csrf" value={token} /> : null;
}
