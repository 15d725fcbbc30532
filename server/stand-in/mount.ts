// Mounts the stand-in Discord under /_discord on a Fastify instance (the dashboard's in demo mode, or
// the bot API's when it runs alone).
import type { FastifyInstance } from 'fastify';
import { DEMO_APPLICATION, STAND_IN_PREFIX } from '../platform/config.js';
import { registerStandIn, type StandInControls } from './plugin.js';
import type { World } from './model.js';
import { createWorld } from './world.js';

export async function mountStandIn(app: FastifyInstance, options: { redirectUris: string[]; cssHref?: string; world?: World }): Promise<StandInControls> {
  let controls: StandInControls | undefined;
  await app.register(
    async (scope) => {
      controls = await registerStandIn(scope, {
        world: options.world ?? createWorld(),
        ...DEMO_APPLICATION,
        redirectUris: options.redirectUris,
        ...(options.cssHref ? { cssHref: options.cssHref } : {}),
      });
    },
    { prefix: STAND_IN_PREFIX },
  );
  return controls!;
}
