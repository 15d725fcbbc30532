// The admin-session countdown text of the banner on guild pages: hours and minutes left.
import type { Texts } from '../../views/i18n/texts.js';

export function countdownText(expiresAt: number, now: number, texts: Texts['countdown']): string {
  const left = expiresAt - now;
  if (left <= 0) return texts.expired;
  const minutes = Math.ceil(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const time =
    hours > 0
      ? texts.hoursMinutes.replace('{hours}', String(hours)).replace('{minutes}', String(minutes % 60))
      : texts.minutes.replace('{minutes}', String(minutes));
  return texts.expiresIn.replace('{time}', time);
}
