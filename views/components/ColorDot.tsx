// A colour swatch drawn as SVG, so user colours need no inline style (the CSP allows none).
import { DEFAULT_ROLE_COLOR, HEX_COLOR } from '../../server/contract/facts.js';

export function ColorDot({
  color,
  size = 12,
  fallback = DEFAULT_ROLE_COLOR,
}: {
  color: string;
  size?: number;
  fallback?: string;
}) {
  return (
    <svg className="color-dot" width={size} height={size} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <circle cx="6" cy="6" r="6" fill={HEX_COLOR.test(color) ? color : fallback} />
    </svg>
  );
}
