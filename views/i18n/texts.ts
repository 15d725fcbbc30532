// The interface's texts, one catalogue. This one is the specified wording, its German/English
// mix byte for byte (the default for everyone); other languages are catalogues of the same type, made of
// the same parts (spec/, en/, de/: one file per area). Views read them through useTexts()
// (texts-context.ts); islands get theirs as props.
import type { CatalogueOf } from './catalogue-of.js';
import { SPEC_CHROME } from './spec/chrome.js';
import { SPEC_ENTRY } from './spec/entry.js';
import { SPEC_TICKETS } from './spec/tickets.js';
import { SPEC_SCREENS } from './spec/screens.js';
import { SPEC_GUILD } from './spec/guild.js';
import { SPEC_HISTORY } from './spec/history.js';
import { SPEC_ADMIN } from './spec/admin.js';
import { SPEC_REFUSALS } from './spec/refusals.js';
import { SPEC_LEGAL } from './spec/legal.js';
import { SPEC_STATISTICS } from './spec/statistics.js';

export const SPEC_TEXTS = {
  ...SPEC_CHROME,
  ...SPEC_ENTRY,
  ...SPEC_TICKETS,
  ...SPEC_SCREENS,
  ...SPEC_GUILD,
  ...SPEC_HISTORY,
  ...SPEC_ADMIN,
  ...SPEC_REFUSALS,
  ...SPEC_LEGAL,
  ...SPEC_STATISTICS,
};

export type Texts = CatalogueOf<typeof SPEC_TEXTS>;
