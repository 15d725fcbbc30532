// The guild's preferences (its time zone, from Einstellungen) for the dates of its pages, read once per
// request however many parts of the page ask: the describe step and a loader run side by side.
import type { FastifyRequest } from 'fastify';
import type { TypedBotApi } from '../../contract/client.js';
import { DEFAULT_TIME_ZONE, zoneDay, type GuildPreferences } from '../../contract/index.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { dateFormat, type DateFormat } from '../../../views/lib/date-format.js';
import { viewerZoneOf } from '../lib/viewer-zone.js';

const read = new WeakMap<FastifyRequest, Promise<GuildPreferences>>();

/** The guild's preferences as the bot API has them; a failure is the caller's to report. */
export function guildPreferences(
  request: FastifyRequest,
  api: TypedBotApi,
  guildId: string,
): Promise<GuildPreferences> {
  let preferences = read.get(request);
  if (!preferences) {
    preferences = api.guildSettings.preferences({ guildId });
    read.set(request, preferences);
  }
  return preferences;
}

/** The date formatters of the guild's zone. A failure leaves the default: the page's own call reports what is wrong. */
export function guildDateFormat(request: FastifyRequest, api: TypedBotApi, guildId: string): Promise<DateFormat> {
  return guildPreferences(request, api, guildId).then(
    (preferences) => dateFormat(preferences.timeZone, CATALOGUES[request.language].dates, viewerZoneOf(request)),
    (error: unknown) => {
      request.log.warn({ err: error }, 'guild time zone failed to load');
      return dateFormat(DEFAULT_TIME_ZONE, CATALOGUES[request.language].dates, viewerZoneOf(request));
    },
  );
}

/** Today in the guild's zone (Berlin's when its preferences cannot be read: the page's own call says what is wrong). */
export async function guildToday(
  request: FastifyRequest,
  api: TypedBotApi,
  guildId: string,
  now: Date,
): Promise<string> {
  const timeZone = await guildPreferences(request, api, guildId).then(
    (preferences) => preferences.timeZone,
    () => DEFAULT_TIME_ZONE,
  );
  return zoneDay(now.getTime(), timeZone);
}
