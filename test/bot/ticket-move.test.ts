// A ticket moved to another category: its channel's overwrites follow the team of the new category
// (placement.ts names it; move.ts changes the overwrites). The old team's roles and users make way, the
// new team's roles come in (reading only where a claimer alone writes), and the opener, the bot, the
// claimer and members added by hand keep theirs; two categories with the same team change nothing.
import { OverwriteType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import t from 'tap';
import { READ_ONLY_BITS, TICKET_MEMBER_BITS } from '../../server/bot/tickets/channels.js';
import { teamOverwrites } from '../../server/bot/tickets/desk/move.js';
import { placementOf } from '../../server/bot/tickets/placement.js';
import type { GuildConfiguration } from '../../server/contract/bot.js';

const G = '100000000000000001';
const entry = (id: string, type: OverwriteType, allow: bigint, deny = 0n) => ({
  id,
  type,
  allow: allow.toString(),
  deny: deny.toString(),
});
const keep = { openerId: '400', botUserId: '900', claimerId: '401', readOnly: false };
const CURRENT = [
  entry(G, OverwriteType.Role, 0n, P.ViewChannel),
  entry('10', OverwriteType.Role, TICKET_MEMBER_BITS), // the old team's role
  entry('11', OverwriteType.Role, TICKET_MEMBER_BITS), // a role of both teams
  entry('300', OverwriteType.Member, TICKET_MEMBER_BITS), // the old team's user
  entry('401', OverwriteType.Member, TICKET_MEMBER_BITS), // the claimer, staff of the old team
  entry('400', OverwriteType.Member, TICKET_MEMBER_BITS), // the opener
  entry('500', OverwriteType.Member, TICKET_MEMBER_BITS), // added by hand
  entry('900', OverwriteType.Member, TICKET_MEMBER_BITS | P.ManageChannels), // the bot
];

t.test("the old team makes way for the new one's; everyone else keeps theirs", async (t) => {
  const from = { roleIds: ['10', '11'], userIds: ['300', '401'] };
  const to = { roleIds: ['11', '12'], userIds: ['301'] };
  t.same(teamOverwrites(CURRENT, from, to, keep), [
    CURRENT[0],
    CURRENT[2],
    CURRENT[4],
    CURRENT[5],
    CURRENT[6],
    CURRENT[7],
    entry('12', OverwriteType.Role, TICKET_MEMBER_BITS),
  ]);
  t.same(
    teamOverwrites(CURRENT, from, to, { ...keep, readOnly: true })!.at(-1),
    entry('12', OverwriteType.Role, READ_ONLY_BITS, P.SendMessages),
    'where only the claimer writes, the new team reads',
  );
});

t.test('the same team: nothing to change', async (t) => {
  const team = { roleIds: ['10'], userIds: ['300'] };
  t.equal(teamOverwrites(CURRENT, team, { roleIds: ['10'], userIds: ['300'] }, keep), null);
});

t.test(
  "a category without a Discord category or team of its own is placed by the ticket settings' Discord category and the whole staff; one with them, by its own first",
  async (t) => {
    const config = {
      categories: [{ id: 2, discordCategoryId: '150000000000000002', staffRoleIds: ['30'] }],
      dashboardPermissions: [
        { type: 'role', targetId: '10', permissions: ['tickets.view'] },
        { type: 'user', targetId: '300', permissions: ['tickets.manage'] },
        { type: 'role', targetId: '20', permissions: ['autoresponse.view'] },
      ],
      ticketSettings: { maxOpenTickets: 1, categoryChannelId: '150000000000000001', claimerOnly: false },
    } as unknown as GuildConfiguration;
    const placed = { parentIds: ['150000000000000001'], staff: { roleIds: ['10'], userIds: ['300'] } };
    t.same(placementOf(config, 1), placed);
    t.same(placementOf(config, null), placed);
    t.same(placementOf(config, 2), {
      parentIds: ['150000000000000002', '150000000000000001'],
      staff: { roleIds: ['30'], userIds: ['300'] },
    });
  },
);
