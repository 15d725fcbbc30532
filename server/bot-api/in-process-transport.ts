// The transports of the dashboard and the bot when the bot API runs in the same process (the default
// `npm start`): each call goes straight to the endpoint's handler through the same pipeline as over HTTP
// (validation, authorization, audit), without a socket, a signed token or a JSON round trip. The caller
// is the one the composition vouches for: the dashboard's authenticated user, or the bot.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { BotApiResponse, BotApiTransport } from '../contract/client.js';
import { adminTokenFor } from '../platform/bot-api-http.js';
import type { Endpoint } from '../contract/index.js';
import type { EndpointRouter } from './endpoint-router.js';
import { ApiError } from './errors.js';
import type { RawCall } from './invoke.js';

/** One call answered as HTTP would answer it: the success status and result, or the error body. */
export async function answerInProcess(
  router: EndpointRouter,
  logger: Logger,
  endpoint: Endpoint,
  call: RawCall,
): Promise<BotApiResponse> {
  try {
    const result = await router.run(endpoint, call);
    // A turn of the event loop between the bot API's work and the page's, as the socket gave: a large
    // transcript read and then parsed would otherwise be one long block that holds up other requests.
    await nextTurn();
    return { status: endpoint.status, body: endpoint.status === 204 ? null : result, typed: true };
  } catch (error) {
    if (error instanceof ApiError)
      return {
        status: error.statusCode,
        body: error.body,
        ...(error.retryAfterSeconds ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
      };
    logger.error({ err: error, endpoint: `${endpoint.method} ${endpoint.path}` }, 'bot API call failed');
    return { status: 500, body: { error: 'Internal server error', code: 'internal' } };
  }
}

/** The dashboard's way in: its users are the ones its sessions authenticated. */
export function inProcessTransport(router: EndpointRouter, logger: Logger): BotApiTransport {
  return {
    send: (user, endpoint, input) =>
      answerInProcess(router, logger, endpoint, {
        params: input.params,
        query: input.query,
        body: input.body,
        user: { id: user.id, name: user.name },
        adminToken: adminTokenFor(input.params, user.adminSessions),
      }),
    close: async () => undefined,
  };
}

/** The bot's way in, when it runs in the same process: wired by the composition, so it shows no service token. */
export function botInProcessTransport(router: EndpointRouter, logger: Logger): BotApiTransport {
  return {
    send: (_caller, endpoint, input) =>
      answerInProcess(router, logger, endpoint, {
        params: input.params,
        query: input.query,
        body: input.body,
        bot: true,
      }),
    close: async () => undefined,
  };
}
