// Control-flow values a guard, loader or action throws; the route pipeline and the root error handler
// turn them into responses.
import { ErrorBody } from '../contract/index.js';

/** What /api answers when the session is over (islands send the user to the login on it). */
export const SESSION_EXPIRED: ErrorBody = { error: 'Your session has expired. Please sign in again.', code: 'session_expired' };

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
   * The bot API's own message for a refusal (a 4xx it explained), else the screen's fallback. An invalid
   * request also gets the fallback: its message is the validator's English, and the form's own rules
   * (with their messages) should have caught it first.
   */
  refusalOr(fallback: string): string {
    return this.failure === 'status' && this.status !== null && this.status < 500 && this.code !== 'invalid_request' ? this.message : fallback;
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
