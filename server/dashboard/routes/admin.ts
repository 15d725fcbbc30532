// /admin: the Admin Control Panel for global admins, and creating admin sessions for any guild.
import { z } from 'zod';
import { LIMITS, SettingKey, Snowflake, lineText } from '../../contract/index.js';
import { formError } from '../lib/form.js';
import { upstreamFailure, refusalOr } from '../lib/http-error.js';
import { defineRoute, invalid, redirectTo } from './define-route.js';
import { requireUser, signedIn } from './guards.js';
import { runSettingForm, SETTING_FORMS, settingSteps } from './admin-settings.js';
import { AdminPage } from '../../../views/pages/AdminPage.js';
import { ADMIN_TABS, type AdminData, type AdminTab } from '../../../views/pages/admin/admin-data.js';

const AdminForm = z.discriminatedUnion('intent', [
  ...SETTING_FORMS,
  // The username's rules are the bot API's (length, no control characters), checked here so their message shows.
  z.strictObject({
    intent: z.literal('addAdmin'),
    userId: z.string().trim(),
    username: lineText(LIMITS.name),
    level: z.enum(['1', '2', '3']),
  }),
  z.strictObject({ intent: z.literal('removeAdmin'), userId: Snowflake }),
  z.strictObject({ intent: z.literal('session'), guildId: Snowflake }),
]);

export const adminRoute = defineRoute({
  path: '/admin',
  params: z.object({}),
  query: z.object({
    tab: z.enum(ADMIN_TABS).catch('uebersicht').default('uebersicht'),
    remove: Snowflake.optional().catch(undefined),
    // The settings tab's edit and delete steps, each for the setting of that key.
    edit: SettingKey.optional().catch(undefined),
    delete: SettingKey.optional().catch(undefined),
  }),
  layout: 'public',
  title: 'admin',
  loadError: (texts) => texts.loadErrors.admin,
  guard: (ctx) => void requireUser(ctx),
  load: async (ctx): Promise<AdminData> => {
    const { api } = signedIn(ctx);
    // A failing status check counts as not admin: the panel is never opened on a guess.
    const status = await api.admin.status().catch((error: unknown) => {
      upstreamFailure(error);
      return { isAdmin: false, level: null };
    });
    if (!status.isAdmin || !status.level) {
      ctx.reply.code(403);
      return { kind: 'refused' };
    }
    const posted = ctx.submitted?.intent;
    const tab: AdminTab =
      posted === 'setting' || posted === 'editSetting'
        ? 'einstellungen'
        : posted === 'addAdmin'
          ? 'admins'
          : ctx.query.tab;
    // Only the overview counts every list; the other tabs fetch their own (the guild list fans out to
    // Discord per guild, so it is not fetched for a settings or admins page).
    const fetchFor = <T>(own: AdminTab, load: () => Promise<T[]>): Promise<T[]> =>
      tab === 'uebersicht' || tab === own ? load() : Promise.resolve([]);
    const [settings, admins, activity, guilds, bot] = await Promise.all([
      fetchFor('einstellungen', () => api.admin.settings()),
      fetchFor('admins', () => api.admin.admins()),
      fetchFor('aktivitaeten', () => api.admin.activity({ query: { limit: 20 } })),
      fetchFor('server', () => api.admin.guilds()),
      // The bot's status is a part of the overview, not a reason to refuse it: unknown when it cannot be read.
      tab === 'uebersicht'
        ? api.admin.bot().catch((error: unknown) => {
            upstreamFailure(error);
            return null;
          })
        : Promise.resolve(null),
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
      ...settingSteps(tab === 'einstellungen' && status.level >= 2, settings, ctx.query, ctx.submitted),
      bot,
    };
  },
  view: AdminPage,
  action: {
    schema: AdminForm,
    run: async (ctx, input, values) => {
      const { api } = signedIn(ctx);
      const texts = ctx.texts.admin;
      if (input.intent === 'setting' || input.intent === 'editSetting' || input.intent === 'deleteSetting')
        return runSettingForm(api, input, values, ctx.texts);
      if (input.intent === 'addAdmin') {
        if (!input.userId || !input.username) return invalid(formError(values, texts.idAndName));
        if (!Snowflake.safeParse(input.userId).success) return invalid(formError(values, texts.badUserId));
        try {
          await api.admin.addAdmin({
            body: { userId: input.userId, username: input.username, level: Number(input.level) },
          });
        } catch (caught) {
          const error = upstreamFailure(caught);
          return invalid(
            formError(values, refusalOr(error, ctx.texts, texts.adminFailed, { duplicate: texts.alreadyAdmin })),
            error.pageStatus,
          );
        }
        return redirectTo('/admin?tab=admins', { kind: 'success', text: texts.adminAdded });
      }
      if (input.intent === 'removeAdmin') {
        try {
          await api.admin.removeAdmin({ userId: input.userId });
        } catch (error) {
          return redirectTo('/admin?tab=admins', {
            kind: 'error',
            text: refusalOr(upstreamFailure(error), ctx.texts, texts.removeFailed),
          });
        }
        return redirectTo('/admin?tab=admins', { kind: 'success', text: texts.adminRemoved });
      }
      // Admin Dashboard: a new admin session for the guild, kept in this user's server-side session.
      try {
        const created = await api.admin.createSession({ guildId: input.guildId });
        const session = ctx.request.session;
        if (session.status === 'active') {
          session.record.adminSessions = {
            ...session.record.adminSessions,
            [input.guildId]: { token: created.sessionToken, level: created.adminLevel, expiresAt: created.expiresAt },
          };
          await ctx.app.sessions.save(session.key, session.record);
        }
      } catch (error) {
        upstreamFailure(error);
        return redirectTo('/admin?tab=server', { kind: 'error', text: texts.sessionFailed });
      }
      return redirectTo(`/dashboard/${input.guildId}`);
    },
  },
});
