// What the stand-in keeps at most. It holds its whole world in memory, and in demo mode anyone who reaches
// the port may act on it (the act API and the Demo-Discord page need no sign-in, and the bot token is
// public), so every way of adding to it is bounded: a process left running on a laptop cannot be made to
// hold unbounded memory. Each cap is a world setting (tests change them); the request body limits are
// fixed when the routes are registered.
import type { FastifyInstance } from 'fastify';
import type { StandInCaps, World } from './model.js';

/** The caps a new world starts with. */
export const DEFAULT_CAPS: StandInCaps = {
  /** Bytes of members' files kept at once, over every channel (a message's files may hold 10 MiB). */
  uploadBytes: 64 * 1024 * 1024,
  /** Messages a channel keeps; past it the oldest are forgotten (without a dispatch, as if never kept). */
  messagesPerChannel: 1_000,
  /** People the world knows; each join makes a new one, and one who left stays known (messages name them). */
  members: 1_000,
  /** Gateway connections open at once; one more is closed with 1013 (try again later). */
  gatewayConnections: 16,
};

/** Request bodies, in bytes: REST calls and OAuth forms, the act API (but a message with files), the page's forms. */
export const BODY_LIMITS = {
  rest: 256 * 1024,
  act: 64 * 1024,
  form: 64 * 1024,
} as const;

/** The bytes of members' files the world holds now (deleted files hold none). */
export const storedUploadBytes = (world: World) => {
  let bytes = 0;
  for (const attachment of world.attachments.values()) bytes += attachment.data?.length ?? 0;
  return bytes;
};

/** Whether files of `bytes` more fit under the cap. */
export const uploadsFit = (world: World, bytes: number) =>
  storedUploadBytes(world) + bytes <= world.settings.caps.uploadBytes;

/** Whether one more person may join. */
export const mayJoin = (world: World) => world.users.size < world.settings.caps.members;

/** In whole mebibytes, as the refusals name sizes. */
export const mebibytes = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Every route the scope declares from now on takes bodies up to `bytes`, unless it names its own limit. */
export function limitBodies(scope: FastifyInstance, bytes: number): void {
  scope.addHook('onRoute', (route) => {
    route.bodyLimit ??= bytes;
  });
}

/** Fastify's error for a body past the route's limit (each scope answers it in its own way). */
export const isBodyTooLarge = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';
