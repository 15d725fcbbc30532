// The Admin Control Panel's data and names, shared by the page, its tabs and the route.
import type { Activity, AdminGuild, GlobalAdmin, GlobalSetting } from '../../../server/contract/index.js';

export const ADMIN_TABS = [
  ['uebersicht', 'Übersicht'],
  ['einstellungen', 'Einstellungen'],
  ['admins', 'Admins'],
  ['server', 'Server'],
  ['aktivitaeten', 'Aktivitäten'],
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number][0];
export const NOT_ADMIN = 'Sie haben keine Admin-Berechtigung für dieses Panel.';
export const LEVEL_NAMES: Record<number, string> = { 1: 'Standard Admin', 2: 'Senior Admin', 3: 'Super Admin' };

export type AdminData =
  | { kind: 'refused' }
  | { kind: 'panel'; tab: AdminTab; level: number; settings: GlobalSetting[]; admins: GlobalAdmin[]; activity: Activity[]; guilds: AdminGuild[]; removing: GlobalAdmin | null };

export type PanelData = Extract<AdminData, { kind: 'panel' }>;

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
