// Auto responses: a member's message in a guild channel that contains a trigger (as a whole word or
// phrase, in any letter case; the longest matching trigger wins) gets the response as a reply, once per
// message. A wait per channel and trigger keeps bots from answering each other in a loop, and the reply
// pings nobody, whatever the response says. Messages of bots, webhooks and the bot itself are ignored.
import type { API } from '@discordjs/core';
import {
  type GatewayMessageCreateDispatchData,
  MessageType,
  type RESTPostAPIChannelMessageJSONBody,
} from 'discord-api-types/v10';
import { AUTO_RESPONSE_COOLDOWN_SECONDS, type AutoResponse, type EmbedExtras } from '../../contract/index.js';
import type { GuildSetups } from '../configuration.js';
import { observeAutoResponse } from '../metrics.js';
import { type Cooldown, createCooldown } from './cooldown.js';

const MEMBER_MESSAGES = new Set([MessageType.Default, MessageType.Reply]);

/** An embed's picture or link, as Discord takes it. */
const picture = (url: string | null) => (url ? { url } : undefined);

/** The embed's parts beyond title, description and colour, in Discord's words; `now` is the time it is sent. */
function extrasOf(extras: EmbedExtras, now: Date) {
  return {
    url: extras.url ?? undefined,
    timestamp: extras.timestamp ? now.toISOString() : undefined,
    fields: extras.fields.length > 0 ? extras.fields : undefined,
    footer: extras.footer ? { text: extras.footer.text, icon_url: extras.footer.iconUrl ?? undefined } : undefined,
    author: extras.author
      ? { name: extras.author.name, url: extras.author.url ?? undefined, icon_url: extras.author.iconUrl ?? undefined }
      : undefined,
    image: picture(extras.imageUrl),
    thumbnail: picture(extras.thumbnailUrl),
  };
}

/** What the bot sends: the text; or the embed, with the text above it when the response has one and was saved with the embed's parts. */
export function answerOf(response: AutoResponse, now: Date): RESTPostAPIChannelMessageJSONBody {
  if (!response.is_embed) return { content: response.response_text };
  const embed = {
    title: response.embed_title || undefined,
    description: response.embed_description || undefined,
    color: response.embed_color ?? undefined,
    ...(response.embed_extras ? extrasOf(response.embed_extras, now) : {}),
  };
  const withText = response.embed_extras !== null && response.response_text.length > 0;
  // Parts left undefined are dropped when the body is written as JSON.
  return { ...(withText ? { content: response.response_text } : {}), embeds: [embed] };
}

export interface AutoResponderDeps {
  setups: GuildSetups;
  discord: API;
  botUserId: () => string | null;
  cooldown?: Cooldown;
  /** The time an embed with a timestamp carries (tests fix it). */
  now?: () => Date;
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
      ...answerOf(response, deps.now?.() ?? new Date()),
      message_reference: { message_id: message.id, fail_if_not_exists: false },
      allowed_mentions: { parse: [], replied_user: false },
    });
    observeAutoResponse((performance.now() - received) / 1_000);
    await sent;
  };
}
