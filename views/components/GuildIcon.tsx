// A server's icon, or its initials on a coloured disc when it has none: the picker, the sidebar and the
// admin panel's server cards show the same thing at one of three sizes.
import { safeHttpUrl } from '../../server/contract/safe-url.js';

type GuildIconSize = 24 | 40 | 64;

/** Up to three initials, one per word: the same letters wherever the server is shown. */
function guildInitials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => [...word][0] ?? '')
    .join('')
    .slice(0, 3);
}

export function GuildIcon({ name, iconUrl, size }: { name: string; iconUrl: string | null; size: GuildIconSize }) {
  const icon = safeHttpUrl(iconUrl, { allowLocal: true });
  const className = `guild-icon guild-icon--${size}`;
  if (icon) return <img className={className} src={icon} alt="" width={size} height={size} loading="lazy" />;
  return (
    <span className={`${className} guild-icon--placeholder`} aria-hidden="true">
      {guildInitials(name)}
    </span>
  );
}
