// Control-flow values a guard, loader or action throws; the route pipeline and the root error handler
// turn them into responses.
import type { ErrorBody } from '../../contract/index.js';
import { UpstreamError } from '../../contract/client.js';
import { readRefusal, refusalText, type OwnRefusals } from './refusal-messages.js';
import type { Texts } from '../../../views/i18n/texts.js';

/** What /api answers when the session is over (islands send the user to the login on it). */
export const sessionExpired = (texts: Texts): ErrorBody => ({
  error: refusalText(texts, 'session_expired'),
  code: 'session_expired',
});

/** A client-visible failure with a status and a message that is safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A redirect decided before rendering (e.g. a guard sending an anonymous user to /login). */
export class Redirect extends Error {
  constructor(
    readonly location: string,
    readonly statusCode: 302 | 303 = 302,
  ) {
    super(`Redirect to ${location}`);
    this.name = 'Redirect';
  }
}

/**
 * What to tell the user about a refusal (a 4xx): the sentence for its code (the screen's own wording
 * first, else the catalogue's), never the bot API's English. A bot API without codes (one that sends only
 * `error`) has that text shown: it is the server's own explanation. Anything else gets the screen's
 * fallback, and so does invalid_request: the form's own rules, with their messages beside each field,
 * should have caught it first.
 */
export function refusalOr(error: UpstreamError, texts: Texts, fallback: string, own: OwnRefusals = {}): string {
  if (error.failure !== 'status' || error.status === null || error.status >= 500) return fallback;
  const refusal = readRefusal(error.body);
  if (!refusal) return fallback;
  if (refusal.body.code === undefined) return refusal.body.error;
  if (!refusal.code || refusal.code === 'invalid_request') return fallback;
  return own[refusal.code] ?? refusalText(texts, refusal.code, refusal.body.needs);
}

/**
 * The upstream failure a page or action handles itself. Anything else is rethrown: a bug, or a 401,
 * which means the session is over (the error handler signs the user out).
 */
export function upstreamFailure(error: unknown): UpstreamError {
  if (error instanceof UpstreamError && error.status !== 401) return error;
  throw error;
}
