// Errors the bot API answers with: a status and a message for the `error` field.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds until a rate limit lifts, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);
export const conflict = (message: string) => new ApiError(409, message);
export const forbidden = (message = 'You do not have access to this') => new ApiError(403, message);
export const badRequest = (message: string) => new ApiError(400, message);
