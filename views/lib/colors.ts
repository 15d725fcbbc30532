// Colours as Discord and the bot API keep them (a number) written as the page needs them (#rrggbb).
import { DEFAULT_ROLE_COLOR } from '../../server/contract/facts.js';

export const hexColor = (value: number): string => `#${value.toString(16).padStart(6, '0')}`;

/** A role's colour; 0 (or none) is a role without a colour of its own, which Discord shows grey. */
export const roleColor = (color: number | null | undefined): string => (color ? hexColor(color) : DEFAULT_ROLE_COLOR);
