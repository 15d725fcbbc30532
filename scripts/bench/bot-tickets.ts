// Tickets through the bot (the "Bot" section of npm run bench): opening tickets one after the other (from
// the member's /ticket open to the welcome posted in the new channel) and closing one of a thousand
// messages (from /ticket close to the close stored and said), the product in its own process on core 0
// against a stand-in Discord in this one, timed by Discord's own millisecond timestamps.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { World } from '../../server/stand-in/model.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { freePort } from '../../test/helpers/browser.js';
import { percentile } from './lib.js';
import { type ProductOptions, productAgainst, standInOf } from './product.js';

export const TICKET_BENCH = { opens: 50, messages: 1_000 } as const;

export interface TicketFigures {
  opens: number;
  openP50: number;
  openP99: number;
  messages: number;
  closeMs: number;
}

const GUILD = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';

/** Members of Demo Guild of the bench's own, one per ticket (a member has one open ticket at a time). */
function withMembers(world: World, count: number): string[] {
  const guild = world.guilds.get(GUILD)!;
  return Array.from({ length: count }, (_, index) => {
    const id = String(400_000_000_000_000_000n + BigInt(index));
    world.users.set(id, {
      id,
      username: `bench${index}`,
      globalName: null,
      discriminator: '0',
      avatar: null,
      bot: false,
    });
    guild.members.push({
      userId: id,
      nick: null,
      roles: [DEMO_IDS.memberRole],
      joinedAt: '2026-01-01T00:00:00.000Z',
      pending: false,
    });
    return id;
  });
}

async function act(standIn: FastifyInstance, url: string, payload: object): Promise<string> {
  const res = await standIn.inject({ method: 'POST', url, payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** The interaction's answer once its words are there (after the bot's "thinking"). */
async function answered(world: World, interactionId: string, words: string) {
  for (;;) {
    const original = world.messages.find((message) => message.interaction?.id === interactionId);
    if (original?.content.includes(words)) return original;
    await sleep(5);
  }
}

/** From /ticket open to the welcome in the new channel, in ms; resolves with the channel too. */
async function openOne(standIn: FastifyInstance, world: World, userId: string) {
  const command = {
    guildId: GUILD,
    channelId: WELCOME,
    userId,
    type: 'command',
    name: 'ticket open',
    options: { reason: 'Bench' },
  };
  const id = await act(standIn, '/act/interactions', command);
  const asked = world.interactions.get(id)!.createdAt;
  const answer = await answered(world, id, 'Dein Ticket ist offen');
  const channelId = /<#(\d+)>/.exec(answer.content)![1]!;
  const welcome = world.messages.find((message) => message.channelId === channelId && message.embeds.length > 0)!;
  return { ms: Date.parse(welcome.timestamp) - asked, channelId };
}

export async function ticketsBench(options: ProductOptions): Promise<TicketFigures> {
  const port = await freePort();
  const world = createWorld();
  const members = withMembers(world, TICKET_BENCH.opens);
  const standIn = await standInOf(world, port);
  try {
    const product = await productAgainst(standIn.url, port, options, { DATA_DIR: options.dataDir('tickets') });
    await product.run.started('The bot is connected to Discord', 60_000);
    while (!(world.guildCommands.get(GUILD) ?? []).some((command) => command.name === 'ticket')) await sleep(50);
    const opened: { ms: number; channelId: string }[] = [];
    for (const userId of members) opened.push(await openOne(standIn.app, world, userId));
    const { channelId } = opened.at(-1)!;
    const opener = members.at(-1)!;
    for (let index = 0; index < TICKET_BENCH.messages; index++)
      await act(standIn.app, '/act/messages', {
        guildId: GUILD,
        channelId,
        userId: opener,
        content: `Nachricht ${index}`,
      });
    const closeCommand = {
      guildId: GUILD,
      channelId,
      userId: opener,
      type: 'command',
      name: 'ticket close',
      options: { reason: 'Bench' },
    };
    const closeId = await act(standIn.app, '/act/interactions', closeCommand);
    const said = await answered(world, closeId, 'hat das Ticket geschlossen');
    product.run.child.kill('SIGTERM');
    await product.run.exited;
    const times = opened.map((entry) => entry.ms);
    return {
      opens: times.length,
      openP50: percentile(times, 0.5),
      openP99: percentile(times, 0.99),
      messages: TICKET_BENCH.messages,
      closeMs: Date.parse(said.editedTimestamp ?? said.timestamp) - world.interactions.get(closeId)!.createdAt,
    };
  } finally {
    await standIn.close();
  }
}
