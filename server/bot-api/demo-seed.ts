// Demo content in the bot API's database for Demo Guild, written once, on the first start in demo mode.
// It lives beside the bot API (whose store it writes); the ids and tickets come from the demo world the
// stand-in Discord plays, so both tell the same story.
import type { Kysely } from 'kysely';
import { type DemoWorld, demoClock } from '../contract/demo.js';
import { BLURPLE, LIMITS } from '../contract/facts.js';
import { DEFAULT_CLOSE_REQUEST_MINUTES } from '../contract/ticket-jobs.js';
import { bit, type Store } from './store/database.js';
import { indexDocuments } from './repos/ticket-search-index.js';
import { searchDocuments } from './repos/search-documents.js';
import { readTranscript } from '../contract/transcript.js';
import { seedDemoBlock } from './demo-blocked.js';
import type { Database } from './store/schema.js';

/** The demo is seeded once: its global admin is its mark. */
export async function isSeeded(db: Kysely<Database>, world: Pick<DemoWorld, 'users'>): Promise<boolean> {
  return (
    (await db
      .selectFrom('global_admins')
      .select('id')
      .where('user_id', '=', world.users.operator)
      .executeTakeFirst()) !== undefined
  );
}

export async function seedDemoData(
  { db, dialect }: Pick<Store, 'db' | 'dialect'>,
  world: DemoWorld,
  now: Date,
): Promise<void> {
  if (await isSeeded(db, world)) return;
  const guild = world.guildId;
  const ago = demoClock(now);
  await db.transaction().execute(async (tx) => {
    const categories = [
      {
        name: 'Allgemeiner Support',
        description: 'Fragen rund um den Server',
        emoji: '🎫',
        color: BLURPLE,
        sort_order: 0,
        active: true,
      },
      {
        name: 'Technik',
        description: 'Probleme mit Bots, Servern und Verbindungen',
        emoji: '🛠️',
        color: '#FEE75C',
        sort_order: 1,
        active: true,
      },
      {
        name: 'Bewerbungen',
        description: 'Bewirb dich für das Team',
        emoji: '📝',
        color: '#57F287',
        sort_order: 2,
        active: true,
      },
      { name: 'Meldungen', description: '', emoji: '🚨', color: '#ED4245', sort_order: 3, active: true },
      {
        name: 'Partnerschaften',
        description: 'Anfragen anderer Communities (pausiert)',
        emoji: '🤝',
        color: '#EB459E',
        sort_order: 4,
        active: false,
      },
    ];
    const categoryIds: number[] = [];
    for (const category of categories) {
      const row = await tx
        .insertInto('ticket_categories')
        .values({
          guild_id: guild,
          name: category.name,
          name_key: category.name.toLowerCase(),
          description: category.description,
          emoji: category.emoji,
          color: category.color,
          sort_order: category.sort_order,
          is_active: bit(category.active),
          created_at: ago(316, '12:00'),
          updated_at: ago(316, '12:00'),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.push(row.id);
    }
    for (const ticket of world.tickets(now)) {
      const { id } = await tx
        .insertInto('tickets')
        .values({
          guild_id: guild,
          // The demo's tickets were never in a channel of the stand-in's: only tickets the bot opens have one.
          channel_id: null,
          user_id: ticket.userId,
          username: ticket.username,
          reason: ticket.reason,
          category_id: categoryIds[ticket.categoryIndex] ?? null,
          status: ticket.closedAt ? 'closed' : 'open',
          created_at: ticket.createdAt,
          closed_at: ticket.closedAt,
          transcript: ticket.transcript,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await indexDocuments(
        tx,
        dialect,
        searchDocuments(
          { id, guild_id: guild, username: ticket.username, reason: ticket.reason },
          ticket.closedAt ? await readTranscript(ticket.transcript) : undefined,
        ),
      );
    }
    const responses = [
      {
        trigger: 'regeln',
        response: 'Unsere Regeln findest du in #regeln. Bitte lies sie vor dem Schreiben 🙏',
        embed: null,
      },
      { trigger: 'ip', response: 'Die Server-IP lautet play.demo-guild.example', embed: null },
      { trigger: 'hilfe', response: 'Öffne ein Ticket mit /ticket, dann hilft dir das Team.', embed: null },
      { trigger: 'discord', response: 'Lade Freunde ein: https://discord.gg/demo', embed: null },
      {
        trigger: 'willkommen',
        response: '',
        embed: {
          title: 'Willkommen auf Demo Guild!',
          description: 'Schön, dass du da bist. Stell dich in #willkommen vor und hol dir Rollen in #rollen.',
          color: 0x57f287,
        },
      },
      {
        trigger: 'events',
        response: '',
        embed: {
          title: 'Kommende Events',
          description: 'Freitag 20 Uhr: Spieleabend\nSonntag 18 Uhr: Community-Talk',
          color: 0xeb459e,
        },
      },
    ];
    let minute = 0;
    for (const entry of responses) {
      minute += 7;
      await tx
        .insertInto('auto_responses')
        .values({
          guild_id: guild,
          trigger_word: entry.trigger,
          trigger_key: entry.trigger,
          response_text: entry.response,
          is_embed: bit(entry.embed !== null),
          embed_title: entry.embed?.title ?? null,
          embed_description: entry.embed?.description ?? null,
          embed_color: entry.embed?.color ?? null,
          created_at: ago(174, `12:${String(minute).padStart(2, '0')}`),
        })
        .execute();
    }
    await tx
      .insertInto('auto_roles')
      .values([
        {
          guild_id: guild,
          role_id: world.roles.member,
          role_name: 'Mitglied',
          is_active: bit(true),
          created_at: ago(294, '10:00'),
        },
        {
          guild_id: guild,
          role_id: '110000000000000099',
          role_name: 'Alte Rolle',
          is_active: bit(false),
          created_at: ago(293, '10:00'),
        },
      ])
      .execute();
    await tx
      .insertInto('command_permissions')
      .values([
        {
          guild_id: guild,
          role_id: world.roles.moderator,
          role_name: 'Moderator',
          allowed_commands: JSON.stringify(['stats']),
          denied_commands: JSON.stringify(['setup-notifications']),
          updated_at: ago(266, '10:00'),
        },
        {
          guild_id: guild,
          role_id: world.roles.member,
          role_name: 'Mitglied',
          allowed_commands: JSON.stringify(['help']),
          denied_commands: JSON.stringify(['stats']),
          updated_at: ago(266, '10:00'),
        },
      ])
      .execute();
    await tx
      .insertInto('notification_settings')
      .values({
        guild_id: guild,
        setup_completed: bit(true),
        channel_id: world.notificationChannelId,
        notification_roles: JSON.stringify([world.roles.moderator, world.roles.support]),
        notifications_enabled: bit(true),
      })
      .execute();
    // The demo shows auto-close within minutes: a ticket left alone is warned after three, closed two later.
    await tx
      .insertInto('ticket_settings')
      .values({
        guild_id: guild,
        max_open_tickets: LIMITS.openTicketsPerUser,
        category_channel_id: null,
        claimer_only: bit(false),
        auto_close_enabled: bit(true),
        auto_close_warn_minutes: 3,
        auto_close_close_minutes: 2,
        close_request_minutes: DEFAULT_CLOSE_REQUEST_MINUTES,
      })
      .execute();
    await seedDemoBlock(tx, world, ago);
    await tx
      .insertInto('guild_features')
      // The demo shows /stats and its ticket figures at once; a fresh server still starts with it off.
      .values({ guild_id: guild, name: 'statistics', enabled: bit(true) })
      .execute();
    await tx
      .insertInto('dashboard_permissions')
      .values([
        {
          guild_id: guild,
          type: 'role',
          target_id: world.roles.moderator,
          target_name: 'Moderator',
          // What a moderator needs for a ticket's whole story in Discord: claim, add, remove, close.
          permissions: JSON.stringify([
            'dashboard.view',
            'tickets.view',
            'tickets.manage',
            'tickets.add_users',
            'tickets.remove_users',
          ]),
          created_at: ago(235, '10:00'),
        },
        {
          guild_id: guild,
          type: 'user',
          target_id: world.users.helper,
          target_name: 'maxpower',
          permissions: JSON.stringify(['dashboard.view', 'tickets.view', 'tickets.manage', 'autoresponse.view']),
          created_at: ago(234, '10:00'),
        },
      ])
      .execute();
    await tx
      .insertInto('global_admins')
      .values({
        user_id: world.users.operator,
        username: 'demo-operator',
        level: 3,
        granted_by: null,
        granted_at: ago(325, '00:00'),
      })
      .execute();
    await tx
      .insertInto('global_settings')
      .values([
        {
          setting_key: 'maintenance_mode',
          setting_value: 'false',
          setting_type: 'boolean',
          description: 'Zeigt allen Servern einen Wartungshinweis',
          updated_at: now.toISOString(),
        },
        {
          setting_key: 'max_tickets_per_user',
          setting_value: '3',
          setting_type: 'number',
          description: 'Höchstens so viele offene Tickets je Mitglied, auf allen Servern',
          updated_at: now.toISOString(),
        },
      ])
      .execute();
  });
}
