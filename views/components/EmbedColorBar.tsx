// An embed's colour bar. It is drawn, not styled: a CSP without inline styles still shows the colour.

/** `fill`: a CSS colour. */
export function EmbedColorBar({ fill }: { fill: string }) {
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
