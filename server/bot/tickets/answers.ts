// How the ticket desk answers an interaction (commands/answering.ts keeps each answer to Discord's
// rules): privately, the answer that replaces "thinking…" (a channel and a transcript take longer than
// Discord's 3 s), and a form with the one reason field.
import type { API } from '@discordjs/core';
import {
  type APIEmbed,
  type APIModalInteractionResponseCallbackData,
  ComponentType,
  TextInputStyle,
} from 'discord-api-types/v10';
import { LIMITS } from '../../contract/facts.js';
import { REASON_FIELD } from '../../contract/ticket-panel.js';
import { type Asked, answerInPlace, answerPrivately } from '../commands/answering.js';

export { type Asked, answerPrivately, deferAnswer } from '../commands/answering.js';

/** The answer in place of "thinking…", seen by whoever the deferral chose. */
export const finishAnswer = (discord: API, asked: Asked, content: string, embeds?: APIEmbed[]) =>
  answerInPlace(discord, asked, { content, ...(embeds ? { embeds } : {}) });

/**
 * A private answer where a public "thinking…" stands: that goes, and a private follow-up says it
 * (answerPrivately knows which deferral stands and does so).
 */
export const answerPrivatelyInstead = answerPrivately;

/** A form with one optional text field (a reason, or a rating's comment) of at most `maxLength` characters. */
export function reasonForm(
  customId: string,
  title: string,
  label: string,
  maxLength: number = LIMITS.ticketReason,
): APIModalInteractionResponseCallbackData {
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
            max_length: maxLength,
          },
        ],
      },
    ],
  };
}

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
