// Builds the per-request chrome data (theme, flash, user, year) that layouts render.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_TIME_ZONE } from '../../contract/index.js';
import type { DashboardConfig } from '../config.js';
import { THEME_COOKIE } from '../../contract/facts.js';
import { takeFlash } from '../lib/flash.js';
import { viewerZoneOf } from '../lib/viewer-zone.js';
import type { PageShell, ShellUser, Theme } from '../../../views/shell.js';

function themeFromCookie(value: string | undefined): Theme | null {
  return value === 'dark' || value === 'light' ? value : null;
}

export function createShellBuilder(
  config: DashboardConfig,
  now: () => Date,
  userOf: (request: FastifyRequest) => ShellUser | null,
) {
  const csrfTokenOf = (request: FastifyRequest) =>
    request.session?.status === 'active' ? request.session.record.csrfToken : null;
  return (request: FastifyRequest, reply: FastifyReply, guildId: string | null): PageShell => ({
    path: request.url.split('?')[0] ?? '/',
    theme: themeFromCookie(request.cookies[THEME_COOKIE]),
    year: now().getFullYear(),
    version: config.appVersion,
    user: userOf(request),
    guild: guildId ? { id: guildId, name: null, iconUrl: null, others: [] } : null,
    flash: takeFlash(config, request, reply),
    csrfToken: csrfTokenOf(request),
    access: null,
    timeZone: DEFAULT_TIME_ZONE,
    viewerZone: viewerZoneOf(request),
    language: request.language,
    screen: null,
    admin: null,
  });
}
