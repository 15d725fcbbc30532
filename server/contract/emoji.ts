// One emoji, as a ticket category (and so a button or menu option of the ticket panel) may show it: a
// Unicode emoji, or a Discord custom emoji written <:name:id> (<a:name:id> animated). Which character
// sequences are emoji is Unicode's data, kept current by the emoji-regex package (flags, keycaps, skin
// tones and ZWJ sequences are one emoji each; a word is none). Whether a custom emoji belongs to the
// server is Discord's to say: the bot API asks it (bot-api/ticket-panel/emoji.ts).
import emojiRegex from 'emoji-regex';
import { z } from 'zod';
import { customEmojiOf, LIMITS } from './facts.js';
import { rule } from './rules.js';

const ANY_EMOJI = emojiRegex();
/** Exactly one emoji: the package's pattern, anchored. */
const ONE_UNICODE_EMOJI = new RegExp(`^(?:${ANY_EMOJI.source})$`, ANY_EMOJI.flags.replace('g', ''));

/** One Unicode emoji, nothing around it. */
export const isUnicodeEmoji = (value: string): boolean => ONE_UNICODE_EMOJI.test(value);

/** One Unicode emoji, or one custom emoji in Discord's notation (whose server is not checked here). */
export const isOneEmoji = (value: string): boolean => isUnicodeEmoji(value) || customEmojiOf(value) !== null;

export const OneEmoji = z.string().trim().max(LIMITS.emoji).refine(isOneEmoji, rule('oneEmoji'));
