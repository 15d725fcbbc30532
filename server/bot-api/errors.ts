// Errors the bot API answers with: a status, a stable code and a message for the `error` field.
import type { ErrorBody, ErrorCode, ErrorIssue, HistoryEntry, PanelRefusal, PermissionId } from '../contract/index.js';

interface ApiErrorDetails {
  /** Seconds until a rate limit lifts, sent as Retry-After. */
  retryAfterSeconds?: number | undefined;
  /** For invalid requests: each broken rule with its field and limit. */
  issues?: ErrorIssue[] | undefined;
  /** For permission_missing: the permission the call needs. */
  needs?: PermissionId | undefined;
  /** For panel_refused: what Discord said. */
  refusal?: PanelRefusal | undefined;
  /** For changed_since: the newest change of the record since the form the refused save was based on. */
  newer?: HistoryEntry | undefined;
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get retryAfterSeconds(): number | undefined {
    return this.details.retryAfterSeconds;
  }

  get body(): ErrorBody {
    const { issues, needs, refusal, newer } = this.details;
    return {
      error: this.message,
      code: this.code,
      ...(issues ? { issues } : {}),
      ...(needs ? { needs } : {}),
      ...(refusal ? { refusal } : {}),
      ...(newer ? { newer } : {}),
    };
  }
}

export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const conflict = (message: string) => new ApiError(409, 'duplicate', message);
export const ticketClosed = () => new ApiError(409, 'ticket_closed', 'This ticket is closed already');
export const forbidden = (code: ErrorCode, message: string) => new ApiError(403, code, message);
export const missingPermission = (needs: PermissionId) =>
  new ApiError(403, 'permission_missing', `This needs the ${needs} permission on this server`, { needs });
export const badRequest = (code: ErrorCode, message: string) => new ApiError(400, code, message);
