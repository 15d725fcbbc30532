// The German interface: every text of the catalogue in German, the default catalogue's German texts as they are, its English ones translated.
import { DE_CHROME } from './de/chrome.js';
import { DE_ENTRY } from './de/entry.js';
import { DE_TICKETS } from './de/tickets.js';
import { DE_SCREENS } from './de/screens.js';
import { DE_GUILD } from './de/guild.js';
import { DE_HISTORY } from './de/history.js';
import { DE_ADMIN } from './de/admin.js';
import { DE_REFUSALS } from './de/refusals.js';
import { DE_LEGAL } from './de/legal.js';
import { DE_STATISTICS } from './de/statistics.js';
import type { Texts } from './texts.js';

export const DE_TEXTS: Texts = {
  ...DE_CHROME,
  ...DE_ENTRY,
  ...DE_TICKETS,
  ...DE_SCREENS,
  ...DE_GUILD,
  ...DE_HISTORY,
  ...DE_ADMIN,
  ...DE_REFUSALS,
  ...DE_LEGAL,
  ...DE_STATISTICS,
};
