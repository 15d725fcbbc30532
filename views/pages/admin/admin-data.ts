// The Admin Control Panel's data and names, shared by the page, its tabs and the route.
import type { Activity, AdminGuild, BotStatus, GlobalAdmin, GlobalSetting } from '../../../server/contract/index.js';

import type { Texts } from '../../i18n/texts.js';

/** The tabs in their order; their names are the catalogue's. */
export const ADMIN_TABS = ['uebersicht', 'einstellungen', 'admins', 'server', 'aktivitaeten'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** A level's name ('' for a level the catalogue does not know). */
export const levelName = (level: number, texts: Texts['admin']) =>
  level === 1 || level === 2 || level === 3 ? texts.levels[level] : '';

export type AdminData =
  | { kind: 'refused' }
  | {
      kind: 'panel';
      tab: AdminTab;
      level: number;
      settings: GlobalSetting[];
      admins: GlobalAdmin[];
      activity: Activity[];
      guilds: AdminGuild[];
      removing: GlobalAdmin | null;
      /** The setting whose edit form is open on the settings tab (level 2 and up), else null. */
      editing: GlobalSetting | null;
      /** The setting whose delete step asks for confirmation (level 2 and up), else null. */
      deleting: GlobalSetting | null;
      /** How the bot last said it stands (the overview shows it); null before it ever did. */
      bot: BotStatus | null;
    };

type PanelData = Extract<AdminData, { kind: 'panel' }>;

/** What a tab needs of a refused submission: the typed values, and the errors of its own form only. */
export interface TabForm {
  value(name: string, fallback?: string): string;
  errorsOf(intent: string): readonly string[];
}

export interface TabProps {
  data: PanelData;
  csrf: string | null;
  form: TabForm;
}
