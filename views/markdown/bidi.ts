// Names people choose (user names, file names) may carry Unicode's bidirectional controls, which reorder
// the characters after them: "\u202Egnp.exe" (a RIGHT-TO-LEFT OVERRIDE before "gnp.exe") shows as
// "exe.png". A transcript shows such a name isolated from the text around it (<bdi> on a page, FSI…PDI
// in plain text) and each control inside it as the code point it is ("[U+202E]gnp.exe"), so no file or
// user passes for another; in a download's file name the controls are left out.

/** The explicit directional formatting characters: marks, embeddings, overrides and isolates. */
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Letters written right to left (Hebrew, Arabic and the scripts beside them), which reorder a line's neutrals. */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

const codePoint = (control: string) => `[U+${control.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;

/** The name with each directional control shown as its code point. */
export const visibleControls = (name: string) => name.replace(CONTROLS, codePoint);

/** The name without its directional controls (a download's file name, which no one reads as markup). */
export const withoutControls = (name: string) => name.replace(CONTROLS, '');

/**
 * A name for plain text: its controls made visible, and the name wrapped in FIRST STRONG ISOLATE … POP
 * DIRECTIONAL ISOLATE when it could still move the text around it (right-to-left letters, or controls).
 * A name without either is left as it is, so plain left-to-right text gains no invisible characters.
 */
export function isolatedName(name: string): string {
  const visible = visibleControls(name);
  return visible !== name || RIGHT_TO_LEFT.test(name) ? `\u2068${visible}\u2069` : name;
}

/** JSON text with every directional control written as its escape (\u202e): the same data, shown as it is. */
export const escapedControls = (json: string) =>
  json.replace(CONTROLS, (control) => `\\u${control.codePointAt(0)!.toString(16).padStart(4, '0')}`);
