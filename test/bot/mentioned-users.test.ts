// Users a ticket names without pinging them (the bot's "added" and "claimed" notices) are named in its
// transcript: from their own messages where they wrote, otherwise from Discord's member record (nickname
// first), never more than 25 asked per close; a member who left stays unnamed; pinged users and role
// mentions are not asked for.
import type { API } from '@discordjs/core';
import type { APIGuildMember, APIUser } from 'discord-api-types/v10';
import t from 'tap';
import { unpingedUserNames } from '../../server/bot/tickets/closing/mentioned-users.js';
import { buildTranscript } from '../../server/bot/tickets/closing/transcript.js';
import { historyMessage } from '../helpers/history-message.js';

const GUILD = '100000000000000001';
const id = (n: number) => String(300_000_000_000_000_000n + BigInt(n));
const user = (n: number, name: string, global: string | null = null): APIUser =>
  ({ id: id(n), username: name, global_name: global, discriminator: '0', avatar: null }) as APIUser;

const message = (n: number, author: APIUser, content: string, mentions: APIUser[] = []) =>
  historyMessage(n, content, { author, mentions });

/** Discord's member lookup, answering the members given and 404 for anyone else; records what was asked. */
function discordWith(members: APIGuildMember[]) {
  const asked: string[] = [];
  const discord = {
    guilds: {
      async getMember(guildId: string, userId: string) {
        asked.push(`${guildId}/${userId}`);
        const member = members.find((candidate) => candidate.user.id === userId);
        if (!member) throw Object.assign(new Error('Unknown Member'), { code: 10007 });
        return member;
      },
    },
  } as unknown as API;
  return { discord, asked };
}

const bot = { ...user(0, 'guildhall'), bot: true };
const opener = user(1, 'aylin', 'Aylin');
const added = user(2, 'tim');
const claimer = user(3, 'mia', 'Mia');
const gone = user(4, 'left');
const pinged = user(5, 'pinged', 'Gepingt');

t.test('names come from the messages, then from the member record; the rest stay unnamed', async (t) => {
  const history = [
    message(1, bot, `Willkommen <@${opener.id}>, dein Ticket ist offen.`),
    message(2, opener, 'Hallo Team'),
    message(3, bot, `<@${added.id}> wurde dem Ticket hinzugefügt.`),
    message(4, bot, `<@!${claimer.id}> hat das Ticket übernommen. <@&${id(9)}>`),
    message(5, bot, `<@${gone.id}> und <@${pinged.id}>`, [pinged]),
  ];
  const { discord, asked } = discordWith([
    { user: added, nick: null, roles: [] } as unknown as APIGuildMember,
    { user: claimer, nick: 'Mia | Mod', roles: [] } as unknown as APIGuildMember,
  ]);
  const names = await unpingedUserNames(discord, GUILD, history);
  t.same(
    Object.fromEntries(names),
    { [opener.id]: 'Aylin', [added.id]: 'tim', [claimer.id]: 'Mia | Mod' },
    'the opener from their message, the others from Discord with the nickname first',
  );
  t.same(asked.sort(), [added.id, claimer.id, gone.id].map((userId) => `${GUILD}/${userId}`).sort());

  const place = { channelName: 'ticket-1', guildName: 'Gilde', roleNames: new Map(), channelNames: new Map() };
  const transcript = buildTranscript(history, { ...place, userNames: names }, new Date('2026-01-02T00:00:00Z'));
  t.same(transcript.users, {
    [opener.id]: 'Aylin',
    [added.id]: 'tim',
    [claimer.id]: 'Mia | Mod',
    [pinged.id]: 'Gepingt',
  });
});

t.test('at most 25 members are asked for per close', async (t) => {
  const many = Array.from({ length: 40 }, (_, n) => `<@${id(100 + n)}>`).join(' ');
  const { discord, asked } = discordWith([]);
  const names = await unpingedUserNames(discord, GUILD, [message(1, bot, many)]);
  t.equal(names.size, 0);
  t.equal(asked.length, 25);
});
