// Control-flow values a guard, loader or action throws; the route pipeline and the root error handler
// turn them into responses.
import { ErrorBody } from '../../contract/index.js';
import { readRefusal, refusalText, type OwnRefusals } from './refusal-messages.js';
import type { Texts } from '../../../views/i18n/texts.js';

/** What /api answers when the session is over (islands send the user to the login on it). */
export const sessionExpired = (texts: Texts): ErrorBody => ({ error: refusalText(texts, 'session_expired'), code: 'session_expired' });

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
 * A dependency (bot API, Discord) failed while loading a page. Routes show their own error state for it
 * (spec section 8) instead of the generic error page. `status` is the upstream HTTP status, if any.
 */
export type UpstreamFailure = 'status' | 'invalid-response' | 'unreachable' | 'timeout';

export class UpstreamError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly body?: unknown,
    /** What went wrong: an error status, a response that failed validation, or no answer at all. */
    readonly failure: UpstreamFailure = 'status',
    /** Seconds the upstream asked us to wait (its Retry-After), passed on to the browser. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  /** The status the dashboard answers with: 503 for an unavailable upstream, 504 for a timeout, else 502. */
  get responseStatus(): number {
    if (this.status === 503 || this.status === 504) return this.status;
    return 502;
  }

  /** A form's status: the bot API's refusal (4xx) as it is, a dependency failure as responseStatus. */
  get pageStatus(): number {
    return this.status !== null && this.status < 500 ? this.status : this.responseStatus;
  }

  /**
   * What to tell the user about a refusal (a 4xx): the sentence for its code (the screen's own wording
   * first, else the catalogue's), never the bot API's English. A bot API without codes (one written
   * against the spec alone) has its `error` text shown, as spec section 8 says. Anything else gets the
   * screen's fallback, and so does invalid_request: the form's own rules, with their messages beside
   * each field, should have caught it first.
   */
  refusalOr(texts: Texts, fallback: string, own: OwnRefusals = {}): string {
    if (this.failure !== 'status' || this.status === null || this.status >= 500) return fallback;
    const refusal = readRefusal(this.body);
    if (!refusal) return fallback;
    if (refusal.body.code === undefined) return refusal.body.error;
    if (!refusal.code || refusal.code === 'invalid_request') return fallback;
    return own[refusal.code] ?? refusalText(texts, refusal.code, refusal.body.needs);
  }

  /** The bot API's machine-readable error code (endpoint table), when it sent one. */
  get code(): string | undefined {
    const parsed = ErrorBody.safeParse(this.body);
    return parsed.success ? parsed.data.code : undefined;
  }
}

/**
 * The upstream failure a page or action handles itself. Anything else is rethrown: a bug, or a 401,
 * which means the session is over (the error handler signs the user out).
 */
export function upstreamFailure(error: unknown): UpstreamError {
  if (error instanceof UpstreamError && error.status !== 401) return error;
  throw error;
}
