// How the ticket desk answers an interaction: a private answer (only the member sees it, nobody is
// pinged), a deferral while it works (a channel and a transcript take longer than Discord's 3 s),
// the answer that replaces the deferral (or a private one instead of it), and a form with the one
// reason field.
import type { API } from '@discordjs/core';
import {
  type APIEmbed,
  type APIModalInteractionResponseCallbackData,
  ComponentType,
  MessageFlags,
  TextInputStyle,
} from 'discord-api-types/v10';
import { LIMITS } from '../../contract/facts.js';
import { replyPrivately } from '../commands/context.js';
import { REASON_FIELD } from '../../contract/ticket-panel.js';

export interface Asked {
  id: string;
  token: string;
  application_id: string;
}

const NOBODY = { parse: [] };

export const answerPrivately = (discord: API, asked: Asked, content: string) =>
  replyPrivately(discord, asked, { content });

/** "Thinking…": privately for the opener's answer, publicly for a close everyone in the channel sees. */
export const deferAnswer = (discord: API, asked: Asked, privately: boolean) =>
  discord.interactions.defer(asked.id, asked.token, privately ? { flags: MessageFlags.Ephemeral } : {});

export const finishAnswer = (discord: API, asked: Asked, content: string, embeds?: APIEmbed[]) =>
  discord.interactions.editReply(asked.application_id, asked.token, {
    content,
    ...(embeds ? { embeds } : {}),
    allowed_mentions: NOBODY,
  });

/**
 * A private answer where a public deferral stands: the answer that replaces a deferral keeps its
 * visibility, so the public "thinking" goes and a private follow-up says it.
 */
export async function answerPrivatelyInstead(discord: API, asked: Asked, content: string): Promise<void> {
  await discord.interactions.deleteReply(asked.application_id, asked.token);
  await discord.interactions.followUp(asked.application_id, asked.token, {
    content,
    flags: MessageFlags.Ephemeral,
    allowed_mentions: NOBODY,
  });
}

export function reasonForm(customId: string, title: string, label: string): APIModalInteractionResponseCallbackData {
  return {
    custom_id: customId,
    title,
    components: [
      {
        type: ComponentType.ActionRow,
        components: [
          {
            type: ComponentType.TextInput,
            custom_id: REASON_FIELD,
            label,
            style: TextInputStyle.Paragraph,
            required: false,
            max_length: LIMITS.ticketReason,
          },
        ],
      },
    ],
  };
}

export const showForm = (discord: API, asked: Asked, form: APIModalInteractionResponseCallbackData) =>
  discord.interactions.createModal(asked.id, asked.token, form);

/** The reason a member typed in a submitted form ('' when none). */
export function submittedReason(components: readonly unknown[]): string {
  for (const top of components as { type: number; components?: unknown[]; component?: unknown }[]) {
    const inputs = (top.components ?? (top.component ? [top.component] : [])) as {
      custom_id?: string;
      value?: string;
    }[];
    const reason = inputs.find((input) => input.custom_id === REASON_FIELD);
    if (reason) return (reason.value ?? '').trim();
  }
  return '';
}
