// Auto responses: keyword replies, optionally as embeds. One per trigger and guild (case-insensitive).
import type { Kysely, Selectable } from 'kysely';
import { type AutoResponse, type AutoResponseInput, type DeletionResult, EmbedExtras } from '../../contract/index.js';
import { notFound } from '../errors.js';
import { bit, toBool, uniqueOr409 } from '../store/database.js';
import type { AutoResponsesTable, Database } from '../store/schema.js';
import { audited, auditedDeletion, type Actor } from './audit.js';

function toAutoResponse(row: Selectable<AutoResponsesTable>): AutoResponse {
  return {
    id: row.id,
    trigger_word: row.trigger_word,
    response_text: row.response_text,
    is_embed: toBool(row.is_embed),
    embed_title: row.embed_title,
    embed_description: row.embed_description,
    embed_color: row.embed_color,
    embed_extras: row.embed_extras === null ? null : EmbedExtras.parse(JSON.parse(row.embed_extras)),
    created_at: row.created_at,
  };
}

export async function listAutoResponses(db: Kysely<Database>, guildId: string): Promise<AutoResponse[]> {
  return (
    await db
      .selectFrom('auto_responses')
      .selectAll()
      .where('guild_id', '=', guildId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map(toAutoResponse);
}

export async function countAutoResponses(db: Kysely<Database>, guildId: string): Promise<number> {
  const row = await db
    .selectFrom('auto_responses')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('guild_id', '=', guildId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The stored columns of a response as written (the embed's parts only for an embed); created and edited alike. */
function columns(input: AutoResponseInput) {
  return {
    trigger_word: input.trigger,
    trigger_key: input.trigger.toLowerCase(),
    response_text: input.response,
    is_embed: bit(input.isEmbed),
    embed_title: input.isEmbed ? (input.embedTitle ?? null) : null,
    embed_description: input.isEmbed ? (input.embedDescription ?? null) : null,
    embed_color: input.isEmbed ? (input.embedColor ?? null) : null,
    embed_extras: input.isEmbed && input.embed ? JSON.stringify(input.embed) : null,
  };
}

/** A trigger another response of the guild has already (in any letter case) is a conflict, on create and edit. */
const TRIGGER_TAKEN = 'An auto response with this trigger already exists';

/** The guild's response with this trigger (in any letter case), or 404. */
async function rowByTrigger(db: Kysely<Database>, guildId: string, trigger: string) {
  const row = await db
    .selectFrom('auto_responses')
    .selectAll()
    .where('guild_id', '=', guildId)
    .where('trigger_key', '=', trigger.toLowerCase())
    .executeTakeFirst();
  if (!row) throw notFound('Auto response');
  return row;
}

export function createAutoResponse(
  db: Kysely<Database>,
  guildId: string,
  input: AutoResponseInput,
  actor: Actor,
  now: Date,
): Promise<AutoResponse> {
  return uniqueOr409(
    audited(
      db,
      now,
      async (tx) =>
        toAutoResponse(
          await tx
            .insertInto('auto_responses')
            .values({ guild_id: guildId, ...columns(input), created_at: now.toISOString() })
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      (created) => ({
        guildId,
        actor,
        action: 'autoresponse.create',
        targetType: 'auto_response',
        targetId: created.id,
        after: created,
      }),
    ),
    TRIGGER_TAKEN,
  );
}

/** Replaces the response with this trigger, keeping its id and creation date; the trigger itself may change. */
export async function updateAutoResponse(
  db: Kysely<Database>,
  guildId: string,
  trigger: string,
  input: AutoResponseInput,
  actor: Actor,
  now: Date,
): Promise<AutoResponse> {
  const row = await rowByTrigger(db, guildId, trigger);
  return uniqueOr409(
    audited(
      db,
      now,
      async (tx) =>
        toAutoResponse(
          await tx
            .updateTable('auto_responses')
            .set(columns(input))
            .where('guild_id', '=', guildId)
            .where('id', '=', row.id)
            .returningAll()
            .executeTakeFirstOrThrow(),
        ),
      (after) => ({
        guildId,
        actor,
        action: 'autoresponse.update',
        targetType: 'auto_response',
        targetId: row.id,
        before: toAutoResponse(row),
        after,
      }),
    ),
    TRIGGER_TAKEN,
  );
}

export async function deleteAutoResponse(
  db: Kysely<Database>,
  guildId: string,
  trigger: string,
  actor: Actor,
  now: Date,
): Promise<DeletionResult> {
  const row = await rowByTrigger(db, guildId, trigger);
  return auditedDeletion(db, now, (tx) => tx.deleteFrom('auto_responses').where('id', '=', row.id).execute(), {
    guildId,
    actor,
    action: 'autoresponse.delete',
    targetType: 'auto_response',
    targetId: row.id,
    before: toAutoResponse(row),
  });
}
