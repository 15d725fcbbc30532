// The stand-in's REST API (v10): the endpoints the bot API (as the bot), the dashboard (with a user's
// token) and the companion bot call, answering from the world in Discord's shapes; every write changes
// the world and announces the dispatch Discord would send.
import type { FastifyInstance } from 'fastify';
import type { TokenStore } from '../oauth.js';
import type { StandInOptions } from '../options.js';
import { serverToServerScope } from '../replies.js';
import { channelEndpoints } from './channels.js';
import { commandEndpoints } from './commands.js';
import { type Faults, gate } from './gate.js';
import { gatewayEndpoints } from './gateway.js';
import { guildEndpoints } from './guilds.js';
import { interactionEndpoints } from './interactions.js';
import { memberEndpoints } from './members.js';
import { messageEndpoints } from './messages.js';
import { userEndpoints } from './users.js';

export function registerRest(
  app: FastifyInstance,
  options: StandInOptions,
  tokens: TokenStore,
  faults: Faults,
  gatewayPath: string,
): void {
  const { world } = options;
  app.register(
    async (rest) => {
      serverToServerScope(rest);
      rest.addHook('onRequest', gate(options, tokens, faults));
      userEndpoints(rest, world);
      guildEndpoints(rest, world);
      memberEndpoints(rest, world);
      channelEndpoints(rest, world);
      messageEndpoints(rest, world);
      commandEndpoints(rest, world);
      interactionEndpoints(rest, world);
      gatewayEndpoints(rest, world, gatewayPath);
    },
    { prefix: '/api/v10' },
  );
}
