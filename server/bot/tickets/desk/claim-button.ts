// The welcome's claim button follows the ticket: "Übernehmen" while nobody has claimed it, "Freigeben"
// (which releases the claim) once somebody has. The welcome is the first message of the ticket's channel
// (the bot posts it right after making the channel); its other buttons stay as they are.
import type { API } from '@discordjs/core';
import { type APIButtonComponentWithCustomId, ButtonStyle, ComponentType } from 'discord-api-types/v10';
import { z } from 'zod';
import { customIdPrefix, ticketCustomId, ticketIdPrefix } from '../../../contract/ticket-panel.js';
import type { TicketTexts } from '../../texts.js';
import type { DeskDeps, DeskVisit } from '../visit.js';

/** The claim button of a ticket claimed or not, in the member's language. */
export const claimButton = (words: TicketTexts, claimed: boolean): APIButtonComponentWithCustomId => ({
  type: ComponentType.Button,
  style: ButtonStyle.Secondary,
  custom_id: ticketCustomId({ kind: claimed ? 'unclaim' : 'claim' }),
  label: claimed ? words.unclaimButton : words.claimButton,
});

const CLAIM_IDS = new Set([ticketIdPrefix('claim'), ticketIdPrefix('unclaim')]);

/** The part of Discord's message read here, checked at the edge (the rows are sent back as they came). */
const Welcome = z.object({
  id: z.string(),
  author: z.object({ id: z.string() }),
  components: z
    .array(z.object({ type: z.number(), components: z.array(z.looseObject({ custom_id: z.string().optional() })) }))
    .default([]),
});
type Welcome = z.infer<typeof Welcome>;

const isClaimButton = (component: { custom_id?: string | undefined }) =>
  component.custom_id !== undefined && CLAIM_IDS.has(customIdPrefix(component.custom_id));

/** The channel's first message when it is the bot's welcome with a claim button; otherwise null. */
async function welcomeIn(discord: API, channelId: string, botUserId: string): Promise<Welcome | null> {
  const [first] = z.array(Welcome).parse(await discord.channels.getMessages(channelId, { after: channelId, limit: 1 }));
  const hasButton = first?.components.some((row) => row.components.some(isClaimButton));
  return first && first.author.id === botUserId && hasButton ? first : null;
}

/** Turns the welcome's claim button into the one for a ticket claimed or not; a failure is logged (the claim stands). */
export async function showClaimed(deps: DeskDeps, visit: DeskVisit, claimed: boolean): Promise<void> {
  const { discord, guildId, channelId } = visit;
  try {
    const welcome = await welcomeIn(discord, channelId, deps.botUserId() ?? visit.asked.application_id);
    if (!welcome) return;
    const components = welcome.components.map((row) => ({
      ...row,
      components: row.components.map((component) =>
        isClaimButton(component) ? claimButton(visit.texts.tickets, claimed) : component,
      ),
    }));
    await discord.channels.editMessage(channelId, welcome.id, { components } as Parameters<
      API['channels']['editMessage']
    >[2]);
  } catch (error) {
    deps.logger.warn({ err: error, guildId, channelId }, "could not change a ticket welcome's claim button");
  }
}
