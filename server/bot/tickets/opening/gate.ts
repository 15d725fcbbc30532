// What stands before a new ticket, read from the guild's configuration alone (so it is said at once, before
// any form): the blocklist, and the opening hours where the server refuses tickets outside them. Every way
// in (the panel's button and menu, /ticket open, the open form sent) asks the same question here.
import type { GuildConfiguration } from '../../../contract/bot.js';
import { isOpenAt, nextOpening } from '../../../contract/opening-hours.js';
import { blockOf } from '../../../contract/ticket-blocklist.js';
import type { BotTexts } from '../../texts.js';

interface Asking {
  setup: { config: GuildConfiguration };
  interaction: { member: { user: { id: string }; roles: string[] } };
  texts: BotTexts;
  now(): number;
}

/** A Discord timestamp: the reader's app shows the date and time in their own zone and words, and how soon. */
const discordDateTime = (ms: number) => `<t:${Math.floor(ms / 1000)}:F> (<t:${Math.floor(ms / 1000)}:R>)`;

/** Why this member may not open a ticket now (blocked, or outside hours that refuse), else null. */
export function openingRefusal(asking: Asking): string | null {
  const { setup, interaction, texts } = asking;
  const { config } = setup;
  const { member } = interaction;
  const block = blockOf(config.ticketBlocklist, { userId: member.user.id, roleIds: member.roles });
  if (block) return texts.gate.blocked(block.reason);
  const hours = config.ticketSettings.openingHours;
  const instant = asking.now();
  if (hours.outside !== 'refuse' || isOpenAt(hours, instant, config.timeZone)) return null;
  const next = nextOpening(hours, instant, config.timeZone);
  return texts.gate.closedNow(hours.message, next === null ? null : discordDateTime(next));
}

/** The team's message for a ticket opened outside the hours where the server lets it open, else null. */
export function outsideHoursNote(config: GuildConfiguration, instant: number): string | null {
  const hours = config.ticketSettings.openingHours;
  return hours.outside === 'note' && !isOpenAt(hours, instant, config.timeZone) ? hours.message : null;
}
