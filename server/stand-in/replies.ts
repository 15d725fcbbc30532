// What the stand-in's modules share: Discord's error body, and the route options of endpoints that
// servers call (not pages of the dashboard's origin, so neither the origin gate nor form tokens apply).
import type { FastifyReply } from 'fastify';

export const serverToServer = { config: { sameOriginOnly: false, formToken: false } };

export function discordError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).send({ message, code });
}
