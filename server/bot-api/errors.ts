// Errors the bot API answers with: a status, a stable code and a message for the `error` field.
import type { ErrorBody, ErrorCode, ErrorIssue } from '../contract/index.js';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** Seconds until a rate limit lifts, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    /** For invalid requests: each broken rule with its field and limit. */
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ErrorBody {
    return { error: this.message, code: this.code, ...(this.issues ? { issues: this.issues } : {}) };
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new ApiError(409, 'duplicate', message);
export const forbidden = (code: ErrorCode, message: string) => new ApiError(403, code, message);
export const badRequest = (code: ErrorCode, message: string) => new ApiError(400, code, message);
