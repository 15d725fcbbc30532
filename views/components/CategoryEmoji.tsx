// A category's emoji as Discord shows it: a Unicode emoji as text, a server's custom emoji (<:name:id>) as
// its picture from Discord's CDN (the configured one), named :name: for screen readers and on hover.
import { customEmojiOf } from '../../server/contract/facts.js';

export function CategoryEmoji({ emoji, cdnBase }: { emoji: string; cdnBase: string }) {
  const custom = customEmojiOf(emoji);
  if (!custom) return <span aria-hidden="true">{emoji}</span>;
  // The id is digits (customEmojiOf checked it), so the address is built, not parsed.
  return (
    <img
      className="category-emoji"
      src={`${cdnBase}/emojis/${custom.id}.${custom.animated ? 'gif' : 'png'}`}
      alt={`:${custom.name}:`}
      title={`:${custom.name}:`}
      width={20}
      height={20}
    />
  );
}
