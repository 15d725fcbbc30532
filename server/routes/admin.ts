// /admin: the Admin Control Panel for global admins, and creating admin sessions for any guild.
import { z } from 'zod';
import {
  Activity,
  AdminGuild,
  AdminSessionCreated,
  AdminStatus,
  GlobalAdmin,
  GlobalSetting,
  SettingKey,
  SettingType,
  Snowflake,
  settingValueProblem,
  exactText,
  multilineText,
} from '../contract/index.js';
import { formError } from '../lib/form.js';
import { UpstreamError } from '../lib/http-error.js';
import { defineRoute, invalid, redirectTo } from './define-route.js';
import { requireUser } from './guards.js';
import { AdminPage } from '../../views/pages/AdminPage.js';
import { ADMIN_TABS, type AdminData, type AdminTab } from '../../views/pages/admin/admin-data.js';

const TAB_KEYS = ADMIN_TABS.map(([key]) => key) as [AdminTab, ...AdminTab[]];
export const SESSION_FAILED = 'Fehler beim Erstellen der Admin-Session. Bitte versuchen Sie es erneut.';

const AdminForm = z.discriminatedUnion('intent', [
  z.strictObject({ intent: z.literal('setting'), key: z.string().trim(), value: exactText(10_000), type: SettingType, description: multilineText(500).default('') }),
  z.strictObject({ intent: z.literal('addAdmin'), userId: z.string().trim(), username: z.string().trim(), level: z.enum(['1', '2', '3']) }),
  z.strictObject({ intent: z.literal('removeAdmin'), userId: Snowflake }),
  z.strictObject({ intent: z.literal('session'), guildId: Snowflake }),
]);

/** The server's own message where it gave one, else the spec's fallback. */
const messageOf = (error: UpstreamError, fallback: string) => (error.failure === 'status' && error.status !== null && error.status < 500 ? error.message : fallback);

export const adminRoute = defineRoute({
  path: '/admin',
  params: z.object({}),
  query: z.object({ tab: z.enum(TAB_KEYS).catch('uebersicht').default('uebersicht'), remove: Snowflake.optional().catch(undefined) }),
  layout: 'public',
  title: 'Admin Control Panel',
  loadError: 'Fehler beim Laden der Admin-Daten',
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<AdminData> => {
    const user = ctx.app.botApiUser(ctx.request)!;
    // A failing status check counts as not admin (spec section 6).
    const status = await ctx.app.botApi.call(user, 'GET', '/api/admin/status', AdminStatus).catch((error: unknown) => {
      if (error instanceof UpstreamError && error.status === 401) throw error;
      return { isAdmin: false, level: null };
    });
    if (!status.isAdmin || !status.level) {
      ctx.reply.code(403);
      return { kind: 'refused' };
    }
    const posted = ctx.request.method === 'POST' ? (ctx.request.body as URLSearchParams | undefined)?.get('intent') : null;
    const tab: AdminTab = posted === 'setting' ? 'einstellungen' : posted === 'addAdmin' ? 'admins' : ctx.query.tab;
    // Only the overview counts every list; the other tabs fetch their own (the guild list fans out to
    // Discord per guild, so it is not fetched for a settings or admins page).
    const fetchFor = <T>(own: AdminTab, path: string, schema: z.ZodType<T>): Promise<T[]> =>
      tab === 'uebersicht' || tab === own ? ctx.app.botApi.call(user, 'GET', path, z.array(schema)) : Promise.resolve([]);
    const [settings, admins, activity, guilds] = await Promise.all([
      fetchFor('einstellungen', '/api/admin/settings', GlobalSetting),
      fetchFor('admins', '/api/admin/admins', GlobalAdmin),
      fetchFor('aktivitaeten', '/api/admin/activity?limit=20', Activity),
      fetchFor('server', '/api/admin/guilds', AdminGuild),
    ]);
    return {
      kind: 'panel',
      tab,
      level: status.level,
      settings,
      admins,
      activity,
      guilds: [...guilds].sort((a, b) => b.memberCount - a.memberCount),
      removing: tab === 'admins' ? (admins.find((admin) => admin.user_id === ctx.query.remove) ?? null) : null,
    };
  },
  view: AdminPage,
  action: {
    schema: AdminForm,
    run: async (ctx, input, values) => {
      const user = ctx.app.botApiUser(ctx.request)!;
      if (input.intent === 'setting') {
        if (!input.key || !input.value) return invalid(formError(values, 'Schlüssel und Wert sind erforderlich'));
        if (!SettingKey.safeParse(input.key).success) return invalid(formError(values, 'Der Schlüssel darf nur Buchstaben, Ziffern, _ . - enthalten (höchstens 64).'));
        const problem = settingValueProblem(input.value, input.type);
        if (problem) return invalid(formError(values, problem));
        try {
          await ctx.app.botApi.call(user, 'PUT', `/api/admin/settings/${encodeURIComponent(input.key)}`, GlobalSetting, {
            value: input.value,
            type: input.type,
            description: input.description || null,
          });
        } catch (error) {
          if (!(error instanceof UpstreamError) || error.status === 401) throw error;
          return invalid(formError(values, messageOf(error, 'Fehler beim Hinzufügen der Einstellung')), error.status !== null && error.status < 500 ? error.status : error.responseStatus);
        }
        return redirectTo('/admin?tab=einstellungen', { kind: 'success', text: 'Einstellung gespeichert' });
      }
      if (input.intent === 'addAdmin') {
        if (!input.userId || !input.username) return invalid(formError(values, 'Benutzer-ID und Username sind erforderlich'));
        if (!Snowflake.safeParse(input.userId).success) return invalid(formError(values, 'Die Benutzer-ID besteht aus 17 bis 20 Ziffern.'));
        try {
          await ctx.app.botApi.call(user, 'POST', '/api/admin/admins', GlobalAdmin, { userId: input.userId, username: input.username, level: Number(input.level) });
        } catch (error) {
          if (!(error instanceof UpstreamError) || error.status === 401) throw error;
          return invalid(formError(values, messageOf(error, 'Fehler beim Hinzufügen des Admins')), error.status !== null && error.status < 500 ? error.status : error.responseStatus);
        }
        return redirectTo('/admin?tab=admins', { kind: 'success', text: 'Admin hinzugefügt' });
      }
      if (input.intent === 'removeAdmin') {
        try {
          await ctx.app.botApi.call(user, 'DELETE', `/api/admin/admins/${input.userId}`, z.undefined());
        } catch (error) {
          if (!(error instanceof UpstreamError) || error.status === 401) throw error;
          return redirectTo('/admin?tab=admins', { kind: 'error', text: messageOf(error, 'Fehler beim Entfernen des Admins') });
        }
        return redirectTo('/admin?tab=admins', { kind: 'success', text: 'Admin entfernt' });
      }
      // Admin Dashboard: a new admin session for the guild, kept in this user's server-side session.
      try {
        const created = await ctx.app.botApi.call(user, 'POST', `/api/admin/session/${input.guildId}`, AdminSessionCreated);
        const session = ctx.request.session;
        if (session.status === 'active') {
          session.record.adminSessions = { ...session.record.adminSessions, [input.guildId]: { token: created.sessionToken, level: created.adminLevel, expiresAt: created.expiresAt } };
          await ctx.app.sessions.save(session.key, session.record);
        }
      } catch (error) {
        if (!(error instanceof UpstreamError) || error.status === 401) throw error;
        return redirectTo('/admin?tab=server', { kind: 'error', text: SESSION_FAILED });
      }
      return redirectTo(`/dashboard/${input.guildId}`);
    },
  },
});
