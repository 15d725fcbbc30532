// A category's emoji as Discord takes it on the panel's buttons and menu options: a Unicode emoji (the
// contract's schema checked that one), or a custom emoji of this very server. Which custom emojis a
// server has only Discord knows (one may be another server's, or deleted), so its list is asked for
// (cached briefly by the Discord client). Anything else is refused before it is stored, with the same
// 400 a schema rule gives: a panel then never carries an emoji that Discord refuses.
import { customEmojiOf, customEmojiText } from '../../contract/facts.js';
import type { BotApiContext } from '../context.js';
import { refusedBody } from '../invoke.js';

/** The emoji as it is to be stored (a custom one named and animated as Discord has it), or the 400. */
export async function serverEmoji(ctx: BotApiContext, guildId: string, emoji: string): Promise<string> {
  const custom = customEmojiOf(emoji);
  if (!custom) return emoji;
  const known = (await ctx.discord.emojis(guildId)).find(
    (entry) => entry.id === custom.id && entry.available !== false,
  );
  if (!known) throw refusedBody(['emoji'], { name: 'serverEmoji' });
  return customEmojiText({ id: known.id, name: known.name, animated: known.animated ?? false });
}
