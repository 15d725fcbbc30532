// The client for the bot API, typed by the endpoint table: `botApi.as(user).categories.create({ guildId,
// body })`. The dashboard and the bot both use it. A transport carries the calls: HTTP to BOT_API_URL
// (platform/bot-api-http.ts), or straight into the handlers when the bot API runs in the same process
// (the bot API's in-process transport, wired by server/system.ts). Every call can be observed (timed for
// /metrics), and every success that arrived as bytes is validated with the table's response schema.
import { endpoints, type Endpoints, type Resource } from './endpoints/index.js';
import {
  callInput,
  ErrorBody,
  type CallInput,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
} from './index.js';

/** What went wrong with a call: an error status, a response that failed validation, or no answer at all. */
type UpstreamFailure = 'status' | 'invalid-response' | 'unreachable' | 'timeout';

/** A dependency (the bot API, Discord) failed. `status` is the upstream HTTP status, if any. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    readonly body?: unknown,
    readonly failure: UpstreamFailure = 'status',
    /** Seconds the upstream asked us to wait (its Retry-After), passed on to the browser. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  /** The status to answer with: 503 for an unavailable upstream, 504 for a timeout, else 502. */
  get responseStatus(): number {
    if (this.status === 503 || this.status === 504) return this.status;
    return 502;
  }

  /** A form's status: the upstream's refusal (4xx) as it is, a dependency failure as responseStatus. */
  get pageStatus(): number {
    return this.status !== null && this.status < 500 ? this.status : this.responseStatus;
  }

  /** The bot API's machine-readable error code (endpoint table), when it sent one. */
  get code(): string | undefined {
    const parsed = ErrorBody.safeParse(this.body);
    return parsed.success ? parsed.data.code : undefined;
  }
}

/** One finished call, for whoever measures them. */
interface ObservedCall {
  method: string;
  endpoint: string;
  status: number | null;
  seconds: number;
  failure: string | null;
}

export interface BotApiUser {
  id: string;
  name: string;
  /** Admin session tokens by guild id. */
  adminSessions: Record<string, { token: string }>;
}

export interface BotApiResponse {
  status: number;
  /** Parsed JSON, null when empty. */
  body: unknown;
  /** The upstream's Retry-After in seconds, when it sent one (a rate limit). */
  retryAfterSeconds?: number;
  /**
   * The body is the handler's own typed result, handed over in the same process (no bytes were read):
   * checking it against the response schema again would only cost time.
   */
  typed?: boolean;
}

export interface BotApiTransport {
  /** One call. Throws UpstreamError when the bot API is unreachable, times out or answers garbage. */
  send(user: BotApiUser, endpoint: Endpoint, input: CallInput): Promise<BotApiResponse>;
  close(): Promise<void>;
}

type Call<E extends Endpoint> = (
  ...input: object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>]
) => Promise<EndpointResult<E>>;
/** Every endpoint as a typed method, for one user. */
export type TypedBotApi = {
  [R in Resource]: { [N in keyof Endpoints[R]]: Endpoints[R][N] extends Endpoint ? Call<Endpoints[R][N]> : never };
};

export interface BotApiClient {
  /** Raw call: status and body as the bot API answered, for the /api proxy. */
  send(user: BotApiUser, endpoint: Endpoint, input: CallInput): Promise<BotApiResponse>;
  /** Typed call: the validated response; any other status throws UpstreamError with the server's message and code. */
  call<E extends Endpoint>(user: BotApiUser, endpoint: E, input: EndpointInput<E>): Promise<EndpointResult<E>>;
  /** The typed client for one user. */
  as(user: BotApiUser): TypedBotApi;
  close(): Promise<void>;
}

export function createBotApiClient(
  transport: BotApiTransport,
  observe: (call: ObservedCall) => void = () => undefined,
): BotApiClient {
  async function send(user: BotApiUser, endpoint: Endpoint, input: CallInput): Promise<BotApiResponse> {
    const started = performance.now();
    const done = (status: number | null, failure: string | null) =>
      observe({
        method: endpoint.method,
        endpoint: endpoint.path,
        status,
        seconds: (performance.now() - started) / 1000,
        failure,
      });
    try {
      const response = await transport.send(user, endpoint, input);
      done(response.status, response.status >= 500 ? 'status' : null);
      return response;
    } catch (error) {
      done(
        error instanceof UpstreamError ? error.status : null,
        error instanceof UpstreamError ? error.failure : 'error',
      );
      throw error;
    }
  }

  async function call<E extends Endpoint>(
    user: BotApiUser,
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<EndpointResult<E>> {
    const response = await send(user, endpoint, callInput(endpoint, input as object));
    if (response.status >= 300) {
      const error = ErrorBody.safeParse(response.body);
      throw new UpstreamError(
        response.status,
        error.success ? error.data.error : `The bot API answered ${response.status}`,
        response.body,
        'status',
        response.retryAfterSeconds,
      );
    }
    if (response.typed) return (response.status === 204 ? undefined : response.body) as EndpointResult<E>;
    const parsed = endpoint.response.safeParse(response.status === 204 ? undefined : response.body);
    if (!parsed.success)
      throw new UpstreamError(502, 'The bot API sent an unexpected response', response.body, 'invalid-response');
    return parsed.data as EndpointResult<E>;
  }

  // A page asks for the typed client once per request and uses a few resources of it: each resource's
  // methods are made on first use, not all of the table's for every request.
  function as(user: BotApiUser): TypedBotApi {
    const typed = {};
    for (const [resource, group] of Object.entries(endpoints)) {
      let methods: Record<string, (input?: object) => Promise<unknown>> | undefined;
      Object.defineProperty(typed, resource, {
        enumerable: true,
        get: () =>
          (methods ??= Object.fromEntries(
            Object.entries(group).map(([name, endpoint]) => [
              name,
              (input: object = {}) => call(user, endpoint as Endpoint, input as never),
            ]),
          )),
      });
    }
    return typed as TypedBotApi;
  }

  return { send, call, as, close: () => transport.close() };
}
