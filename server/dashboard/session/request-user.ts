// The signed-in user of a request as the shell shows them and as the bot API client calls as them; null
// without an active session.
import type { FastifyRequest } from 'fastify';
import type { BotApiUser } from '../../contract/client.js';
import type { ShellUser } from '../../../views/shell.js';

export function shellUserOf(request: FastifyRequest): ShellUser | null {
  if (request.session?.status !== 'active') return null;
  const { userId, username, globalName, discriminator, avatarUrl } = request.session.record;
  return { id: userId, username: globalName ?? username, discriminator, avatarUrl };
}

export function botApiUserOf(request: FastifyRequest): BotApiUser | null {
  if (request.session?.status !== 'active') return null;
  const { userId, username, adminSessions } = request.session.record;
  return { id: userId, name: username, adminSessions };
}
