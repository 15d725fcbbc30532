// The one way islands call the bot API through the dashboard's /api proxy: JSON both ways, the
// session's CSRF token in its header, a user whose session is over sent to sign in, and a refusal
// handed back by the contract's error code (with the proxy's sentence, in the reader's language).
import type { ErrorCode } from '../../server/contract/index.js';
import { CSRF_HEADER } from '../../server/contract/facts.js';
import { sessionEnded } from './session-ended.js';

export type ApiResult =
  /** The answer's JSON (unchecked: the island checks what it uses), or null for none. */
  | { kind: 'ok'; data: unknown }
  /** An error status, with the body's code and sentence when it had them. */
  | { kind: 'refused'; status: number; code: ErrorCode | null; error: string | null }
  /** No answer: the network failed or the request was aborted. */
  | { kind: 'unreachable' }
  /** The session is over and the page is on its way to sign in: nothing to show. */
  | { kind: 'signed-out' };

interface ApiCall {
  method?: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Mutations carry the session's token; the proxy refuses them without it. */
  csrfToken?: string;
  body?: unknown;
  signal?: AbortSignal;
}

const jsonOf = (response: Response): Promise<unknown> => response.json().catch(() => null);

export async function callApi(
  url: string,
  { method = 'GET', csrfToken, body, signal }: ApiCall = {},
): Promise<ApiResult> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (csrfToken !== undefined) headers[CSRF_HEADER] = csrfToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (sessionEnded(response)) return { kind: 'signed-out' };
  if (response.ok) return { kind: 'ok', data: response.status === 204 ? null : await jsonOf(response) };
  const refusal = (await jsonOf(response)) as { code?: unknown; error?: unknown } | null;
  return {
    kind: 'refused',
    status: response.status,
    // The proxy words every refusal by one of the contract's codes; a bot API written without codes sends none.
    code: typeof refusal?.code === 'string' ? (refusal.code as ErrorCode) : null,
    error: typeof refusal?.error === 'string' ? refusal.error : null,
  };
}
