// The stand-in's caps (server/stand-in/caps.ts): what it keeps at most, each refused as its caller
// understands it. A Discord client (REST, the gateway) gets Discord's answer, the act API its { error }
// with the reason; the Demo-Discord page's words are tested with the page (demo-page.test.ts).
import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import t from 'tap';
import { BODY_LIMITS } from '../../server/stand-in/caps.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';
import { registerStandIn } from '../../server/stand-in/plugin.js';
import { createWorld } from '../../server/stand-in/world.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { act, botRest, identify, openRaw, wsUrl } from '../helpers/stand-in.js';
import { until } from '../helpers/work.js';

const G = IDS.demoGuild;
const C = IDS.ticketChannel;
const file = (filename: string, bytes: number) => ({ filename, data: Buffer.alloc(bytes, 7).toString('base64') });
const say = (app: Parameters<typeof act>[0], content: string, attachments: ReturnType<typeof file>[] = []) =>
  act(app, 'POST', '/messages', { guildId: G, channelId: C, userId: USERS.owner, content, attachments });

t.test('stored upload bytes: past the cap the act API answers 507 with why; a deleted file makes room', async (t) => {
  const { app, world } = await startStandIn(t);
  world.settings.caps.uploadBytes = 1_000;
  const first = await say(app, 'Erste Datei', [file('a.log', 600)]);
  t.equal(first.status, 201);
  t.same(await say(app, 'Zweite Datei', [file('b.log', 401)]), {
    status: 507,
    body: { error: 'The stand-in keeps at most 1000 bytes of files, and 600 are kept: restart it to make room' },
  });
  t.equal((await say(app, 'Ohne Datei')).status, 201, 'a message without files still goes');
  t.equal((await say(app, 'Passt genau', [file('c.log', 400)])).status, 201, 'up to the cap exactly');
  const rest = botRest(app);
  t.equal((await rest('DELETE', `/channels/${C}/messages/${first.body.id}`)).status, 204);
  t.equal((await say(app, 'Jetzt wieder', [file('d.log', 600)])).status, 201, 'the deleted file’s bytes are free');
});

t.test('messages per channel: past the cap the oldest are forgotten, with their files, in every view', async (t) => {
  const { app, world } = await startStandIn(t);
  world.settings.caps.messagesPerChannel = 3;
  const ids: string[] = [];
  for (const index of [1, 2, 3, 4, 5])
    ids.push((await say(app, `Nachricht ${index}`, index === 1 ? [file('alt.log', 10)] : [])).body.id);
  await act(app, 'POST', '/messages', {
    guildId: G,
    channelId: IDS.notificationChannel,
    userId: USERS.owner,
    content: 'anderswo',
  });
  const rest = botRest(app);
  t.same(
    (await rest('GET', `/channels/${C}/messages`)).body.map((message: { content: string }) => message.content),
    ['Nachricht 5', 'Nachricht 4', 'Nachricht 3'],
    'REST pages what is kept',
  );
  t.same(
    (await act(app, 'GET', `/channels/${C}/messages`)).body.map((message: { content: string }) => message.content),
    ['Nachricht 3', 'Nachricht 4', 'Nachricht 5'],
    'the act API too',
  );
  t.same((await rest('GET', `/channels/${C}/messages/${ids[0]}`)).body, { message: 'Unknown Message', code: 10008 });
  t.same(
    [...world.attachments.values()].map((attachment) => [attachment.filename, attachment.data]),
    [['alt.log', null]],
    'the forgotten message’s file is let go',
  );
  t.equal(
    world.messages.filter((message) => message.channelId === IDS.notificationChannel).length,
    1,
    'other channels keep theirs',
  );
});

t.test('members: a join past the cap is refused with 507; roles stop at Discord’s 250', async (t) => {
  const { app, world } = await startStandIn(t);
  world.settings.caps.members = world.users.size + 1;
  t.equal((await act(app, 'POST', '/members', { guildId: G, username: 'erste.person' })).status, 201);
  t.same(await act(app, 'POST', '/members', { guildId: G, username: 'eine.zu.viel' }), {
    status: 507,
    body: { error: `The stand-in knows ${world.users.size} people, as many as it keeps: restart it to let more join` },
  });
  const roles = world.guilds.get(G)!.roles;
  const statuses = new Set<number>();
  while (roles.length < 250) statuses.add((await act(app, 'POST', `/guilds/${G}/roles`, { name: 'Rolle' })).status);
  t.same([...statuses], [201], 'up to 250 roles');
  t.same(await act(app, 'POST', `/guilds/${G}/roles`, { name: 'Eine zu viel' }), {
    status: 400,
    body: { error: 'Maximum number of guild roles reached (250)' },
  });
});

t.test('request bodies: REST answers Discord’s 413 (40005), the act API its own 413 naming the limit', async (t) => {
  const { app } = await startStandIn(t);
  const rest = botRest(app);
  const large = 'x'.repeat(BODY_LIMITS.rest);
  t.same(await rest('POST', `/channels/${C}/messages`, { content: 'Hallo', embeds: [{ description: large }] }), {
    status: 413,
    body: { message: 'Request entity too large', code: 40005 },
  });
  const interaction = {
    guildId: G,
    channelId: C,
    userId: USERS.owner,
    type: 'modal',
    customId: 'x'.repeat(BODY_LIMITS.act),
  };
  t.same(await act(app, 'POST', '/interactions', interaction), {
    status: 413,
    body: { error: `The body is larger than the ${BODY_LIMITS.act} bytes this route takes` },
  });
  t.equal(
    (await say(app, 'Kleine Nachricht', [file('klein.png', 100_000)])).status,
    201,
    'a message’s files have room of their own',
  );
});

t.test('gateway connections: one past the cap is closed with 1013; kept sessions stay within it', async (t) => {
  const { url, world, controls } = await startStandIn(t);
  world.settings.caps.gatewayConnections = 2;
  const first = await identify(t, wsUrl(url));
  await identify(t, wsUrl(url));
  const third = openRaw(t, wsUrl(url));
  t.same(await third.closed, {
    code: 1013,
    reason: 'Try again later: the stand-in holds 2 gateway connections at most',
  });
  first.gateway.socket.terminate();
  const [a, b] = controls.gateway.sessions().map((session) => session.id);
  await until(() => controls.gateway.sessions()[0]?.connected === false, { what: 'the first session disconnected' });
  const again = await identify(t, wsUrl(url));
  t.equal(again.ready.op, 0, 'a connection is taken again once one closed');
  t.same(
    controls.gateway.sessions().map((session) => session.id),
    [b, again.ready.d.session_id],
    'the disconnected session is forgotten early, for the new one',
  );
  t.not(a, again.ready.d.session_id);
});

t.test('a gateway frame past 4096 bytes is closed with 1009 and one warning line without a stack', async (t) => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream) as FastifyBaseLogger });
  await registerStandIn(app, { world: createWorld(), ...DEMO_APPLICATION, redirectUris: [] });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  t.teardown(() => app.close());
  const gateway = openRaw(t, wsUrl(url));
  t.equal((await gateway.next()).op, 10, 'HELLO');
  gateway.send(1, 'x'.repeat(4096));
  t.match(await gateway.closed, { code: 1009 });
  const warnings = lines.filter((line) => Number(line.level) >= 40);
  t.same(
    warnings.map((line) => [line.level, line.msg, 'err' in line || 'stack' in line]),
    [[40, 'gateway: a frame past 4096 bytes, closed with 1009', false]],
  );
});
