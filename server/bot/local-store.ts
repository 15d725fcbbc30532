// The bot's own records, in a SQLite file of its own (DATA_DIR/bot.sqlite), apart from the bot API's
// storage: what it must still know after a restart even when the bot API cannot be reached. Its gateway
// sessions (to resume inside Discord's window instead of identifying anew), who it is (a resumed session
// brings no READY, which says so), what it registered with Discord (to register again only when the
// command table changed), the ticket closes the bot API has not stored yet (the outbox), and the channels
// of stored closes that Discord has not deleted yet.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SQLite } from '../platform/sqlite.js';

export interface StoredSession {
  sessionId: string;
  sequence: number;
  resumeURL: string;
  shardCount: number;
}

/** Who the bot is, as the READY of its last identify said. */
export interface BotIdentity {
  applicationId: string;
  botUserId: string;
}

/** A ticket close waiting for the bot API: what to send, and what to say once it is stored. */
export interface PendingClose {
  guildId: string;
  ticketId: number;
  channelId: string;
  /** The close's body (transcript, who closed it, the first answer) as JSON text. */
  body: string;
  closerId: string;
  reason: string;
}

/** A closed ticket's channel the bot still has to delete, from `dueAt` on (milliseconds since the epoch). */
export interface PendingDelete {
  guildId: string;
  channelId: string;
  dueAt: number;
}

export interface LocalStore {
  identity(): BotIdentity | null;
  saveIdentity(identity: BotIdentity): void;
  session(shardId: number): StoredSession | null;
  saveSession(shardId: number, session: StoredSession | null): void;
  /** The version of the command table last registered for a guild. */
  registered(guildId: string): string | null;
  saveRegistered(guildId: string, version: string): void;
  keepClose(close: PendingClose): void;
  pendingCloses(): PendingClose[];
  dropClose(guildId: string, ticketId: number): void;
  /** The close is stored: it leaves the outbox and its channel's delete is kept, both or neither. */
  closeStored(guildId: string, ticketId: number, deletion: PendingDelete): void;
  /** Keeps a channel's delete (one kept already keeps its time). */
  keepDelete(deletion: PendingDelete): void;
  pendingDeletes(): PendingDelete[];
  dropDelete(channelId: string): void;
  close(): void;
}

export function openLocalStore(dataDir: string): LocalStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new SQLite(join(dataDir, 'bot.sqlite'));
  db.pragma('journal_mode = WAL');
  db.exec(`
    create table if not exists gateway_sessions (shard_id integer primary key, session_id text not null, sequence integer not null, resume_url text not null, shard_count integer not null);
    create table if not exists registered_commands (guild_id text primary key, version text not null);
    create table if not exists identity (one integer primary key check (one = 1), application_id text not null, bot_user_id text not null);
    create table if not exists close_outbox (guild_id text not null, ticket_id integer not null, channel_id text not null, body text not null, closer_id text not null, reason text not null, primary key (guild_id, ticket_id));
    create table if not exists channel_deletes (channel_id text primary key, guild_id text not null, due_at integer not null);
  `);
  const writeClose = db.prepare(
    'insert into close_outbox values (@guildId, @ticketId, @channelId, @body, @closerId, @reason) on conflict (guild_id, ticket_id) do update set body = excluded.body, closer_id = excluded.closer_id, reason = excluded.reason',
  );
  const readCloses = db.prepare<[], PendingClose>(
    'select guild_id as guildId, ticket_id as ticketId, channel_id as channelId, body, closer_id as closerId, reason from close_outbox order by rowid',
  );
  const deleteClose = db.prepare('delete from close_outbox where guild_id = ? and ticket_id = ?');
  const writeDelete = db.prepare(
    'insert into channel_deletes values (@channelId, @guildId, @dueAt) on conflict (channel_id) do nothing',
  );
  const readDeletes = db.prepare<[], PendingDelete>(
    'select guild_id as guildId, channel_id as channelId, due_at as dueAt from channel_deletes order by due_at',
  );
  const deleteDelete = db.prepare('delete from channel_deletes where channel_id = ?');
  const stored = db.transaction((guildId: string, ticketId: number, deletion: PendingDelete) => {
    deleteClose.run(guildId, ticketId);
    writeDelete.run(deletion);
  });
  const readIdentity = db.prepare<[], { application_id: string; bot_user_id: string }>(
    'select application_id, bot_user_id from identity',
  );
  const writeIdentity = db.prepare(
    'insert into identity values (1, ?, ?) on conflict (one) do update set application_id = excluded.application_id, bot_user_id = excluded.bot_user_id',
  );
  const readSession = db.prepare<
    [number],
    { session_id: string; sequence: number; resume_url: string; shard_count: number }
  >('select * from gateway_sessions where shard_id = ?');
  const writeSession = db.prepare(
    'insert into gateway_sessions values (?, ?, ?, ?, ?) on conflict (shard_id) do update set session_id = excluded.session_id, sequence = excluded.sequence, resume_url = excluded.resume_url, shard_count = excluded.shard_count',
  );
  const dropSession = db.prepare('delete from gateway_sessions where shard_id = ?');
  const readRegistered = db.prepare<[string], { version: string }>(
    'select version from registered_commands where guild_id = ?',
  );
  const writeRegistered = db.prepare(
    'insert into registered_commands values (?, ?) on conflict (guild_id) do update set version = excluded.version',
  );
  return {
    identity() {
      const row = readIdentity.get();
      return row ? { applicationId: row.application_id, botUserId: row.bot_user_id } : null;
    },
    saveIdentity: ({ applicationId, botUserId }) => void writeIdentity.run(applicationId, botUserId),
    session(shardId) {
      const row = readSession.get(shardId);
      return row
        ? { sessionId: row.session_id, sequence: row.sequence, resumeURL: row.resume_url, shardCount: row.shard_count }
        : null;
    },
    saveSession(shardId, session) {
      if (session)
        writeSession.run(shardId, session.sessionId, session.sequence, session.resumeURL, session.shardCount);
      else dropSession.run(shardId);
    },
    registered: (guildId) => readRegistered.get(guildId)?.version ?? null,
    saveRegistered: (guildId, version) => void writeRegistered.run(guildId, version),
    keepClose: (close) => void writeClose.run(close),
    pendingCloses: () => readCloses.all(),
    dropClose: (guildId, ticketId) => void deleteClose.run(guildId, ticketId),
    closeStored: (guildId, ticketId, deletion) => stored(guildId, ticketId, deletion),
    keepDelete: (deletion) => void writeDelete.run(deletion),
    pendingDeletes: () => readDeletes.all(),
    dropDelete: (channelId) => void deleteDelete.run(channelId),
    close: () => db.close(),
  };
}
