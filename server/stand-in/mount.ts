// Mounts the stand-in Discord under /_discord on a Fastify instance (the dashboard's in demo mode, or
// the bot API's when it runs alone).
import type { FastifyInstance } from 'fastify';
import { registerStandIn, type StandInControls } from './plugin.js';
import type { World } from './model.js';
import type { StandInOptions } from './options.js';
import { createWorld } from './world.js';

/** Path prefix of the stand-in Discord when it is mounted on a process of ours (demo mode). */
export const STAND_IN_PREFIX = '/_discord';
/** The stand-in's fixed demo application credentials. */
export const DEMO_APPLICATION = {
  clientId: '900000000000000001',
  clientSecret: 'demo-client-secret',
  botToken: 'demo-bot-token.guildhall.stand-in',
};

/** Where the stand-in answers when mounted on a process seen at `publicUrl` and reached over loopback at `loopbackOrigin`. */
export function standInAddresses(publicUrl: string, loopbackOrigin: string) {
  return {
    /** REST, as our own server-side code calls it. */
    apiBase: `${loopbackOrigin}${STAND_IN_PREFIX}/api`,
    /** Images, as browsers reach them. */
    cdnBase: `${publicUrl}${STAND_IN_PREFIX}/cdn`,
    /** The consent page, as browsers reach it. */
    authorizeUrl: `${publicUrl}${STAND_IN_PREFIX}/oauth2/authorize`,
  };
}

export async function mountStandIn(
  app: FastifyInstance,
  options: Pick<StandInOptions, 'redirectUris' | 'cssHref' | 'themeAction' | 'follow' | 'stylesheets'> & {
    world?: World;
  },
): Promise<StandInControls> {
  let controls: StandInControls | undefined;
  await app.register(
    async (scope) => {
      controls = await registerStandIn(scope, {
        world: options.world ?? createWorld(),
        ...DEMO_APPLICATION,
        redirectUris: options.redirectUris,
        ...(options.cssHref ? { cssHref: options.cssHref } : {}),
        ...(options.themeAction ? { themeAction: options.themeAction } : {}),
        ...(options.follow ? { follow: options.follow } : {}),
        ...(options.stylesheets ? { stylesheets: options.stylesheets } : {}),
      });
    },
    { prefix: STAND_IN_PREFIX },
  );
  return controls!;
}
