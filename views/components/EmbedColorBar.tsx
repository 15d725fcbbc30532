// An embed's colour bar. It is drawn, not styled: a CSP without inline styles still shows the colour.

/** Discord's bar for an embed without a colour of its own. */
const EMBED_FALLBACK_COLOR = 0x202225;

/** `color`: the embed's colour as Discord stores it (an integer), undefined for Discord's own. */
export function EmbedColorBar({ color }: { color: number | undefined }) {
  const fill = `#${(color ?? EMBED_FALLBACK_COLOR).toString(16).padStart(6, '0')}`;
  return (
    <svg
      className="embed__bar"
      aria-hidden="true"
      focusable="false"
      width="4"
      height="100%"
      preserveAspectRatio="none"
      viewBox="0 0 4 10"
    >
      <rect width="4" height="10" fill={fill} />
    </svg>
  );
}
