// The viewer's own time zone, as their browser's script wrote it into a cookie; null until it has (the
// first page, or without JavaScript) or when the cookie names no zone we know.
import type { FastifyRequest } from 'fastify';
import { VIEWER_ZONE_COOKIE } from '../../contract/facts.js';
import { TimeZone } from '../../contract/index.js';

export function viewerZoneOf(request: FastifyRequest): string | null {
  const parsed = TimeZone.safeParse(request.cookies[VIEWER_ZONE_COOKIE]);
  return parsed.success ? parsed.data : null;
}
