// One-shot messages after a POST-redirect-GET: set with the 303, read and cleared by the next page.
// Signed, so a message in the page always came from this server.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RowId, type DeletionResult } from '../../contract/index.js';
import type { DashboardConfig } from '../config.js';
import type { Flash } from '../../../views/shell.js';
import { cookieName, privateCookieOptions } from './cookies.js';

const flashSchema = z.object({
  kind: z.enum(['success', 'error']),
  text: z.string().max(500),
  undoEntryId: RowId.optional(),
});

export function setFlash(config: DashboardConfig, reply: FastifyReply, flash: Flash): void {
  reply.setCookie(cookieName(config, 'flash'), JSON.stringify(flash), {
    ...privateCookieOptions(config, 60),
    signed: true,
  });
}

export function takeFlash(config: DashboardConfig, request: FastifyRequest, reply: FastifyReply): Flash | null {
  const name = cookieName(config, 'flash');
  const raw = request.cookies[name];
  if (raw === undefined) return null;
  reply.clearCookie(name, privateCookieOptions(config));
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    return flashSchema.parse(JSON.parse(unsigned.value));
  } catch {
    return null;
  }
}

/** A success notice; after a deletion it offers the undo of the history entry the bot API wrote for it. */
export const successFlash = (text: string, deletion?: DeletionResult): Flash =>
  deletion ? { kind: 'success', text, undoEntryId: deletion.historyEntryId } : { kind: 'success', text };
