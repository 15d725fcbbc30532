// A closed ticket's channel goes only once its opener's file is built: the file reads the channel's
// pictures from Discord's CDN, which lets them go with the channel. Meanwhile the outbox's rounds, which
// delete kept channels whose time has come, leave the held channel alone.
import type { API } from '@discordjs/core';
import t from 'tap';
import type { GuildConfiguration } from '../../server/contract/bot.js';
import type { Ticket } from '../../server/contract/guild.js';
import { deleteDueChannels } from '../../server/bot/tickets/closing/channel-deletes.js';
import { afterClose } from '../../server/bot/tickets/closing/outbox.js';
import type { DeskDeps } from '../../server/bot/tickets/visit.js';
import { createLogger } from '../../server/platform/logger.js';

const CHANNEL = '130000000000000099';
const settled = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
};

t.test("the channel waits for the opener's file, and the outbox's rounds leave it meanwhile", async (t) => {
  const deleted: string[] = [];
  const sent: string[] = [];
  let built: (file: Buffer) => void = () => undefined;
  const kept = [{ guildId: '1', channelId: CHANNEL, dueAt: 0 }];
  const deps = {
    logger: createLogger('silent'),
    publicUrl: 'https://dash.example.test',
    closingPace: { noticeMs: 0, outboxEveryMs: 1_000 },
    wait: async () => true,
    holding: new Set<string>(),
    outbox: { pendingDeletes: () => kept, dropDelete: () => kept.splice(0) },
    transcriptHtml: () => new Promise<Buffer>((resolve) => (built = resolve)),
    directChannels: { of: async () => 'dm-channel', forget: () => undefined },
  } as unknown as DeskDeps;
  const discord = {
    channels: {
      delete: async (id: string) => void deleted.push(id),
      createMessage: async (id: string) => void sent.push(id),
    },
    guilds: { get: async () => ({ name: 'Guild' }) },
  } as unknown as API;
  const config = {
    notificationChannelId: null,
    categories: [],
    ticketSettings: { transcriptToOpener: true, feedback: false },
  } as unknown as GuildConfiguration;
  const ticket = {
    id: 7,
    user_id: '200000000000000004',
    username: 'newcomer',
    reason: 'Hilfe',
    category_id: null,
    created_at: '2026-12-06T10:00:00.000Z',
    closed_at: '2026-12-06T11:00:00.000Z',
    closed_by: '200000000000000004',
    close_kind: null,
    close_reason: 'Erledigt',
    answers: [],
  } as unknown as Ticket;
  const pending = {
    guildId: '1',
    ticketId: 7,
    channelId: CHANNEL,
    closerId: '200000000000000004',
    reason: 'Erledigt',
    body: JSON.stringify({ transcript: '{"messages":[]}' }),
  };

  const closing = afterClose(deps, { discord, guildId: '1', config }, pending, ticket);
  await settled();
  t.same(deleted, [], 'the notice has been read, but the file is still being built: the channel stays');
  await deleteDueChannels(deps, discord);
  t.same(deleted, [], "the outbox's round, though the delete's time has come, leaves it");
  built(Buffer.from('<!doctype html>'));
  await closing;
  t.same(deleted, [CHANNEL], 'once the file is built, the channel goes');
  t.same(sent, ['dm-channel'], 'and the opener has their copy');
  t.same(deps.holding, new Set(), 'held no more');
});
