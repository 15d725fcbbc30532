// Who may use a command: deny beats allow beats the command's default; the owner and the global admins
// always may.
import t from 'tap';
import { mayUseCommand } from '../../server/bot/commands/access.js';
import { COMMANDS, commandNamed, type CommandPermission } from '../../server/contract/index.js';

const G = '100000000000000001';
const ROLE_A = '110000000000000004';
const ROLE_B = '110000000000000006';
const MANAGE_GUILD = 1n << 5n;
const entry = (roleId: string, allowed: string[], denied: string[]): CommandPermission => ({
  role_id: roleId,
  role_name: 'x',
  allowed_commands: allowed,
  denied_commands: denied,
});
const guild = (commandPermissions: CommandPermission[], ownerId = '200000000000000001') => ({
  id: G,
  ownerId,
  globalAdminIds: new Set(['200000000000000003']),
  commandPermissions,
});
const member = (roleIds: string[], permissions = 0n, userId = '200000000000000004') => ({
  userId,
  roleIds,
  permissions,
});

t.test('deny wins over allow, allow over the default', async (t) => {
  const stats = commandNamed('stats')!;
  t.equal(mayUseCommand(stats, member([]), guild([])), true, 'stats: everyone by default');
  t.equal(mayUseCommand(stats, member([ROLE_A]), guild([entry(ROLE_A, [], ['stats'])])), false, 'denied');
  t.equal(
    mayUseCommand(stats, member([ROLE_A, ROLE_B]), guild([entry(ROLE_A, [], ['stats']), entry(ROLE_B, ['stats'], [])])),
    false,
    'a deny of one role beats an allow of another',
  );
  t.equal(
    mayUseCommand(stats, member([ROLE_B]), guild([entry(G, [], ['stats']), entry(ROLE_B, ['stats'], [])])),
    false,
    "@everyone's deny applies to every member",
  );
  const setup = commandNamed('setup-notifications')!;
  t.equal(
    mayUseCommand(setup, member([ROLE_B]), guild([entry(ROLE_B, ['setup-notifications'], [])])),
    false,
    'owner-only commands stay the owner’s',
  );
});

t.test('an allow entry grants what the default would refuse', async (t) => {
  const restricted = { name: 'moderate', default: 'manageGuild' as const, ownerOnly: false };
  t.equal(mayUseCommand(restricted, member([]), guild([])), false);
  t.equal(mayUseCommand(restricted, member([], MANAGE_GUILD), guild([])), true, 'Manage Guild meets the default');
  t.equal(
    mayUseCommand(restricted, member([ROLE_A]), guild([entry(ROLE_A, ['moderate'], [])])),
    true,
    'allowed by a role',
  );
});

t.test('the owner and the global admins may use every command, whatever the entries say', async (t) => {
  const everyoneDenied = guild([
    entry(
      G,
      [],
      COMMANDS.map((command) => command.name),
    ),
  ]);
  for (const command of COMMANDS) {
    t.equal(
      mayUseCommand(command, member([], 0n, '200000000000000001'), everyoneDenied),
      true,
      `owner: /${command.name}`,
    );
    t.equal(
      mayUseCommand(command, member([], 0n, '200000000000000003'), everyoneDenied),
      true,
      `global admin: /${command.name}`,
    );
    t.equal(mayUseCommand(command, member([]), everyoneDenied), false, `a member: /${command.name}`);
  }
  const setup = commandNamed('setup-notifications')!;
  t.equal(
    mayUseCommand(setup, member([], 0n, '200000000000000001'), guild([], '200000000000000011')),
    false,
    'the owner is who the guild says: a former owner is a member',
  );
  t.equal(
    mayUseCommand(setup, member([], 0n, '200000000000000001'), guild([], null as unknown as string)),
    false,
    'an owner not known yet is nobody',
  );
});
