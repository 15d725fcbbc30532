// Auto responses: a member's message in a guild channel that contains a trigger (as a whole word or
// phrase, in any letter case; the longest matching trigger wins) gets the response as a reply, once per
// message. A wait per channel and trigger keeps bots from answering each other in a loop, and the reply
// pings nobody, whatever the response says. Messages of bots, webhooks and the bot itself are ignored.
import type { API } from '@discordjs/core';
import { type GatewayMessageCreateDispatchData, MessageType } from 'discord-api-types/v10';
import { AUTO_RESPONSE_COOLDOWN_SECONDS, type AutoResponse } from '../../contract/index.js';
import type { GuildSetups } from '../configuration.js';
import { observeAutoResponse } from '../metrics.js';
import { type Cooldown, createCooldown } from './cooldown.js';

const MEMBER_MESSAGES = new Set([MessageType.Default, MessageType.Reply]);

function answerOf(response: AutoResponse) {
  if (!response.is_embed) return { content: response.response_text };
  const embed = {
    ...(response.embed_title ? { title: response.embed_title } : {}),
    ...(response.embed_description ? { description: response.embed_description } : {}),
  };
  return { embeds: [{ ...embed, ...(response.embed_color === null ? {} : { color: response.embed_color }) }] };
}

export interface AutoResponderDeps {
  setups: GuildSetups;
  discord: API;
  botUserId: () => string | null;
  cooldown?: Cooldown;
}

export function autoResponder(deps: AutoResponderDeps) {
  const cooldown = deps.cooldown ?? createCooldown(AUTO_RESPONSE_COOLDOWN_SECONDS * 1_000);
  return async (message: GatewayMessageCreateDispatchData): Promise<void> => {
    const received = performance.now();
    if (
      !message.guild_id ||
      message.author.bot ||
      message.webhook_id ||
      message.author.id === deps.botUserId() ||
      !MEMBER_MESSAGES.has(message.type)
    )
      return;
    const setup = await deps.setups.get(message.guild_id);
    if (!setup.enabled('autoresponses')) return;
    const response = setup.respond(message.content);
    if (!response || !cooldown.take(`${message.channel_id}:${response.id}`)) return;
    const sent = deps.discord.channels.createMessage(message.channel_id, {
      ...answerOf(response),
      message_reference: { message_id: message.id, fail_if_not_exists: false },
      allowed_mentions: { parse: [], replied_user: false },
    });
    observeAutoResponse((performance.now() - received) / 1_000);
    await sent;
  };
}
