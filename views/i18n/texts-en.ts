// The English interface: every text of the catalogue in English.
import { EN_CHROME } from './en/chrome.js';
import { EN_ENTRY } from './en/entry.js';
import { EN_TICKETS } from './en/tickets.js';
import { EN_SCREENS } from './en/screens.js';
import { EN_GUILD } from './en/guild.js';
import { EN_HISTORY } from './en/history.js';
import { EN_ADMIN } from './en/admin.js';
import { EN_REFUSALS } from './en/refusals.js';
import { EN_LEGAL } from './en/legal.js';
import { EN_STATISTICS } from './en/statistics.js';
import type { Texts } from './texts.js';

export const EN_TEXTS: Texts = {
  ...EN_CHROME,
  ...EN_ENTRY,
  ...EN_TICKETS,
  ...EN_SCREENS,
  ...EN_GUILD,
  ...EN_HISTORY,
  ...EN_ADMIN,
  ...EN_REFUSALS,
  ...EN_LEGAL,
  ...EN_STATISTICS,
};
