// A colour swatch drawn as SVG, so user colours need no inline style (the CSP allows none).
const HEX = /^#[0-9a-fA-F]{6}$/;

export function ColorDot({ color, size = 12, fallback = '#99aab5' }: { color: string; size?: number; fallback?: string }) {
  return (
    <svg className="color-dot" width={size} height={size} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <circle cx="6" cy="6" r="6" fill={HEX.test(color) ? color : fallback} />
    </svg>
  );
}
