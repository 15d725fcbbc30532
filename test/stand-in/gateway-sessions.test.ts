// Gateway sessions on the wire: RESUME replays exactly what a dropped connection missed, sessions that
// cannot resume get INVALID_SESSION, the controls force RECONNECT, INVALID_SESSION and close codes, and
// intents and shards decide who gets which dispatch.
import { GatewayIntentBits } from 'discord-api-types/v10';
import t from 'tap';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { until } from '../helpers/work.js';
import {
  ALL_INTENTS,
  act,
  addOddGuild,
  identify,
  moderatorSays,
  ODD_GUILD,
  openRaw,
  wsUrl,
} from '../helpers/stand-in.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

const { Guilds: GUILDS, GuildMessages: MESSAGES } = GatewayIntentBits;

t.test('RESUME after a dropped connection replays exactly what was missed, then RESUMED', async (t) => {
  const { url, app, controls } = await startStandIn(t);
  const { gateway, ready } = await identify(t, wsUrl(url));
  t.equal((await act(app, 'POST', '/messages', moderatorSays('vorher'))).status, 201);
  const before = await gateway.nextDispatch();
  t.match(before, { t: 'MESSAGE_CREATE', s: 5, d: { content: 'vorher' } });
  controls.gateway.drop();
  t.equal((await gateway.closed).code, 1006, 'no close frame');
  await until(() => controls.gateway.sessions()[0]?.connected === false);
  await act(app, 'POST', '/messages', moderatorSays('verpasst 1'));
  await act(app, 'POST', '/messages', moderatorSays('verpasst 2'));
  const again = openRaw(t, `${ready.d.resume_gateway_url}?v=10&encoding=json`);
  await again.next();
  again.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 5 });
  t.match(await again.next(), { op: 0, t: 'MESSAGE_CREATE', s: 6, d: { content: 'verpasst 1' } });
  t.match(await again.next(), { op: 0, t: 'MESSAGE_CREATE', s: 7, d: { content: 'verpasst 2' } });
  t.match(await again.next(), { op: 0, t: 'RESUMED', s: 8 });
  await act(app, 'POST', '/messages', moderatorSays('danach'));
  t.match(
    await again.next(),
    { op: 0, t: 'MESSAGE_CREATE', s: 9, d: { content: 'danach' } },
    'nothing twice, nothing lost',
  );
  const future = openRaw(t, wsUrl(url));
  await future.next();
  future.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 99 });
  t.equal((await future.closed).code, 4007, 'a sequence number the session never sent');
  const stranger = openRaw(t, wsUrl(url));
  await stranger.next();
  stranger.send(6, { token: DEMO_APPLICATION.botToken, session_id: 'no-such-session', seq: 1 });
  t.same(await stranger.next(), { op: 9, d: false, s: null, t: null }, 'unknown session');
});

t.test('a session whose missed dispatches are no longer kept cannot resume', async (t) => {
  const { url, app, world, controls } = await startStandIn(t);
  world.settings.replayLimit = 2;
  const { gateway, ready } = await identify(t, wsUrl(url), GUILDS | MESSAGES);
  controls.gateway.close(4000);
  t.equal((await gateway.closed).code, 4000, 'the close code the test chose');
  for (const content of ['eins', 'zwei', 'drei']) await act(app, 'POST', '/messages', moderatorSays(content));
  const again = openRaw(t, wsUrl(url));
  await again.next();
  again.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 4 });
  t.same(await again.next(), { op: 9, d: false, s: null, t: null });
});

t.test('controls: RECONNECT and INVALID_SESSION reach the client; a forgotten session cannot resume', async (t) => {
  const { url, controls } = await startStandIn(t);
  const { gateway, ready } = await identify(t, wsUrl(url), GUILDS);
  controls.gateway.reconnect();
  t.same(await gateway.next(), { op: 7, d: null, s: null, t: null });
  controls.gateway.invalidateSession(true, ready.d.session_id);
  t.same(await gateway.next(), { op: 9, d: true, s: null, t: null });
  gateway.send(6, { token: DEMO_APPLICATION.botToken, session_id: ready.d.session_id, seq: 4 });
  t.match(await gateway.next(), { t: 'RESUMED', s: 5 }, 'a resumable session resumes on the same connection');
  controls.gateway.invalidateSession(false);
  t.same(await gateway.next(), { op: 9, d: false, s: null, t: null });
  t.same(controls.gateway.sessions(), []);
  gateway.send(2, { token: DEMO_APPLICATION.botToken, intents: GUILDS });
  t.match(
    await gateway.nextDispatch(),
    { t: 'READY', s: 1, d: { session_id: 'stand-in-session-2' } },
    'identifying again starts a new session',
  );
});

t.test(
  'dispatches go to the sessions whose intents cover them; without Message Content messages arrive blank',
  async (t) => {
    const { url, app } = await startStandIn(t);
    const { gateway } = await identify(t, wsUrl(url), GUILDS | MESSAGES);
    t.equal((await act(app, 'POST', '/members', { guildId: IDS.demoGuild, username: 'neu.ling' })).status, 201);
    t.match(
      await gateway.nextDispatch(),
      { t: 'MESSAGE_CREATE', d: { type: 7, content: '', author: { username: 'neu.ling' } } },
      'Discord’s join line in the system channel, but no GUILD_MEMBER_ADD without Server Members',
    );
    await act(app, 'POST', '/messages', moderatorSays('geheim'));
    const blank = await gateway.nextDispatch();
    t.match(
      blank,
      { t: 'MESSAGE_CREATE', d: { content: '', embeds: [], components: [], author: { id: USERS.moderator } } },
      'a member’s message, blank',
    );
    await act(app, 'POST', '/messages', moderatorSays(`<@${IDS.bot}> hilf mir`));
    t.match(
      await gateway.nextDispatch(),
      { t: 'MESSAGE_CREATE', d: { content: `<@${IDS.bot}> hilf mir` } },
      'a message that mentions the bot keeps its content',
    );
    const { gateway: full } = await identify(t, wsUrl(url));
    await act(app, 'POST', '/members', { guildId: IDS.demoGuild, username: 'zweite.neue', pending: true });
    t.match(await full.nextDispatch(), {
      t: 'GUILD_MEMBER_ADD',
      d: { guild_id: IDS.demoGuild, pending: true, roles: [], user: { username: 'zweite.neue' } },
    });
  },
);

t.test('each shard gets only its guilds', async (t) => {
  const { url, app, world } = await startStandIn(t);
  addOddGuild(world);
  const zero = await identify(t, wsUrl(url), ALL_INTENTS, [0, 2]);
  const one = await identify(t, wsUrl(url), ALL_INTENTS, [1, 2]);
  t.same(
    zero.ready.d.guilds.map((guild: { id: string }) => guild.id),
    [IDS.demoGuild, IDS.secondGuild, IDS.foreignGuild],
  );
  t.same(
    one.ready.d.guilds.map((guild: { id: string }) => guild.id),
    [ODD_GUILD.id],
  );
  t.same(
    one.guilds.map((guild) => guild.d.name),
    ['Odd Guild'],
  );
  await act(app, 'POST', `/guilds/${ODD_GUILD.id}/roles`, { name: 'Nur für Shard 1' });
  await act(app, 'POST', '/messages', moderatorSays('für Shard 0'));
  t.match(await one.gateway.nextDispatch(), {
    t: 'GUILD_ROLE_CREATE',
    d: { guild_id: ODD_GUILD.id, role: { name: 'Nur für Shard 1' } },
  });
  t.match(
    await zero.gateway.nextDispatch(),
    { t: 'MESSAGE_CREATE', d: { content: 'für Shard 0' } },
    'shard 0 did not get the role of shard 1’s guild',
  );
});
