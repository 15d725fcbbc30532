// The stand-in Discord speaks Discord: every response validates against Discord's OpenAPI document,
// and OAuth2 works like Discord's (authorization code with PKCE, single-use codes, revocation).
import { createHash, randomBytes } from 'node:crypto';
import t, { type Test } from 'tap';
import { discordResponse, tokenResponse } from '../helpers/openapi.js';
import { IDS, startStandIn, USERS } from '../helpers/bot-api.js';
import { hasElement } from '../helpers/app.js';
import { DEMO_APPLICATION } from '../../server/stand-in/mount.js';

const BOT = { authorization: `Bot ${DEMO_APPLICATION.botToken}` };
const REDIRECT = 'https://dash.example.test/auth/callback';
const basic = `Basic ${Buffer.from(`${DEMO_APPLICATION.clientId}:${DEMO_APPLICATION.clientSecret}`).toString('base64')}`;

function valid(t: Test, name: string, validate: ReturnType<typeof discordResponse>, body: unknown) {
  const ok = validate(body);
  t.ok(
    ok,
    `${name} matches Discord's OpenAPI document${ok ? '' : `: ${JSON.stringify(validate.errors?.slice(0, 3))}`}`,
  );
}

t.test('every REST endpoint the bot API uses answers in Discord documented shapes', async (t) => {
  const { app } = await startStandIn(t);
  const get = async (url: string, headers: Record<string, string> = BOT) => {
    const res = await app.inject({ url: `/api/v10${url}`, headers });
    t.equal(res.statusCode, 200, url);
    return res.json();
  };
  const G = IDS.demoGuild;
  valid(t, 'GET /users/@me (bot)', discordResponse('/users/@me', 'get', '200'), await get('/users/@me'));
  valid(t, 'GET /users/%40me (encoded)', discordResponse('/users/@me', 'get', '200'), await get('/users/%40me'));
  valid(
    t,
    'GET /users/@me/guilds (bot)',
    discordResponse('/users/@me/guilds', 'get', '200'),
    await get('/users/@me/guilds'),
  );
  valid(
    t,
    'GET /users/{user_id}',
    discordResponse('/users/{user_id}', 'get', '200'),
    await get(`/users/${USERS.owner}`),
  );
  valid(
    t,
    'GET /guilds/{guild_id}?with_counts',
    discordResponse('/guilds/{guild_id}', 'get', '200'),
    await get(`/guilds/${G}?with_counts=true`),
  );
  for (const guild of [IDS.secondGuild, IDS.foreignGuild])
    valid(
      t,
      `GET /guilds/${guild}`,
      discordResponse('/guilds/{guild_id}', 'get', '200'),
      await get(`/guilds/${guild}?with_counts=true`),
    );
  valid(
    t,
    'GET /guilds/{guild_id}/roles',
    discordResponse('/guilds/{guild_id}/roles', 'get', '200'),
    await get(`/guilds/${G}/roles`),
  );
  valid(
    t,
    'GET /guilds/{guild_id}/channels',
    discordResponse('/guilds/{guild_id}/channels', 'get', '200'),
    await get(`/guilds/${G}/channels`),
  );
  valid(
    t,
    'GET /guilds/{guild_id}/members',
    discordResponse('/guilds/{guild_id}/members', 'get', '200'),
    await get(`/guilds/${G}/members?limit=1000`),
  );
  const found = await get(`/guilds/${G}/members/search?query=so&limit=50`);
  t.same(
    found.map((member: { user: { username: string } }) => member.user.username),
    ['sophie_r'],
  );
  valid(
    t,
    'GET /guilds/{guild_id}/members/search',
    discordResponse('/guilds/{guild_id}/members/search', 'get', '200'),
    found,
  );
  valid(
    t,
    'GET /guilds/{guild_id}/members/{user_id}',
    discordResponse('/guilds/{guild_id}/members/{user_id}', 'get', '200'),
    await get(`/guilds/${G}/members/${USERS.moderator}`),
  );
  valid(
    t,
    'GET /applications/{application_id}/commands',
    discordResponse('/applications/{application_id}/commands', 'get', '200'),
    await get(`/applications/${DEMO_APPLICATION.clientId}/commands`),
  );
  const sent = await app.inject({
    method: 'POST',
    url: `/api/v10/channels/${IDS.notificationChannel}/messages`,
    headers: BOT,
    payload: { content: 'Hallo <@&110000000000000004>' },
  });
  t.equal(sent.statusCode, 200);
  valid(
    t,
    'POST /channels/{channel_id}/messages',
    discordResponse('/channels/{channel_id}/messages', 'post', '200'),
    sent.json(),
  );
  t.same(sent.json().mention_roles, ['110000000000000004']);
});

t.test('errors look like Discord errors', async (t) => {
  const { app, controls } = await startStandIn(t);
  const clientError = discordResponse('/guilds/{guild_id}', 'get', '4XX');
  const unknown = await app.inject({ url: '/api/v10/guilds/199999999999999999', headers: BOT });
  t.equal(unknown.statusCode, 404);
  valid(t, 'Unknown Guild', clientError, unknown.json());
  const absent = await app.inject({ url: `/api/v10/guilds/${IDS.uninvitedGuild}`, headers: BOT });
  t.equal(absent.statusCode, 403, 'the bot is not in Uninvited Guild');
  valid(t, 'Missing Access', clientError, absent.json());
  const member = await app.inject({ url: `/api/v10/guilds/${IDS.demoGuild}/members/${USERS.operator}`, headers: BOT });
  t.equal(member.statusCode, 404);
  t.equal(member.json().code, 10007);
  t.equal((await app.inject({ url: '/api/v10/users/@me' })).statusCode, 401);
  controls.rateLimitNext(1, 2.5);
  const limited = await app.inject({ url: `/api/v10/guilds/${IDS.demoGuild}`, headers: BOT });
  t.equal(limited.statusCode, 429);
  t.equal(limited.headers['retry-after'], '3');
  t.equal(limited.headers['x-ratelimit-scope'], 'user');
  valid(t, '429 body', discordResponse('/guilds/{guild_id}', 'get', '429'), limited.json());
  t.equal(
    (await app.inject({ url: `/api/v10/guilds/${IDS.demoGuild}`, headers: BOT })).statusCode,
    200,
    'only as often as asked',
  );
});

t.test('OAuth2: authorization code with PKCE, single-use codes, refusal, revocation', async (t) => {
  const { app, controls } = await startStandIn(t, [REDIRECT]);
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: DEMO_APPLICATION.clientId,
    redirect_uri: REDIRECT,
    scope: 'identify guilds',
    state: 'st4te',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  const page = await app.inject(`/oauth2/authorize?${query}`);
  t.equal(page.statusCode, 200);
  for (const name of ['demo-owner', 'demo-moderator', 'demo-operator', 'demo-newcomer'])
    t.ok(hasElement(page.body, 'strong', {}, name), `${name} is offered`);
  t.equal(
    (
      await app.inject(
        `/oauth2/authorize?${new URLSearchParams({ ...Object.fromEntries(query), redirect_uri: 'https://evil.test/cb' })}`,
      )
    ).statusCode,
    400,
    'unregistered redirect URI',
  );

  const consent = async (user: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(query), user }).toString(),
    });
    t.equal(res.statusCode, 302);
    return new URL(String(res.headers.location));
  };
  const refused = await consent('cancel');
  t.equal(refused.searchParams.get('error'), 'access_denied');
  t.equal(refused.searchParams.get('state'), 'st4te');

  const back = await consent(USERS.owner);
  t.equal(`${back.origin}${back.pathname}`, REDIRECT);
  t.equal(back.searchParams.get('state'), 'st4te');
  const code = back.searchParams.get('code')!;
  const exchange = (form: Record<string, string>, auth = basic) =>
    app.inject({
      method: 'POST',
      url: '/api/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: auth },
      payload: new URLSearchParams(form).toString(),
    });
  t.equal(
    (
      await exchange(
        { grant_type: 'authorization_code', code, redirect_uri: REDIRECT, code_verifier: verifier },
        'Basic eDp5',
      )
    ).statusCode,
    401,
    'client authentication',
  );
  const wrongVerifier = await exchange({
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT,
    code_verifier: 'wrong',
  });
  t.equal(wrongVerifier.statusCode, 400);
  t.equal(wrongVerifier.json().error, 'invalid_grant');
  const second = await consent(USERS.owner);
  const tokens = await exchange({
    grant_type: 'authorization_code',
    code: second.searchParams.get('code')!,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
  t.equal(tokens.statusCode, 200);
  t.ok(tokenResponse(tokens.json()), 'token response shape');
  t.equal(tokens.json().scope, 'identify guilds');
  t.equal(
    (
      await exchange({
        grant_type: 'authorization_code',
        code: second.searchParams.get('code')!,
        redirect_uri: REDIRECT,
        code_verifier: verifier,
      })
    ).statusCode,
    400,
    'codes are single-use',
  );

  const user = { authorization: `Bearer ${tokens.json().access_token}` };
  const me = await app.inject({ url: '/api/v10/users/@me', headers: user });
  valid(t, 'GET /users/@me (user)', discordResponse('/users/@me', 'get', '200'), me.json());
  t.equal(me.json().username, 'demo-owner');
  const guilds = await app.inject({ url: '/api/v10/users/@me/guilds', headers: user });
  valid(t, 'GET /users/@me/guilds (user)', discordResponse('/users/@me/guilds', 'get', '200'), guilds.json());
  t.same(
    guilds.json().map((guild: { name: string; owner: boolean }) => [guild.name, guild.owner]),
    [
      ['Demo Guild', true],
      ['Second Guild', false],
      ['Foreign Guild', false],
      ['Uninvited Guild', true],
    ],
  );
  const second32 = BigInt(guilds.json()[1].permissions) & (1n << 5n);
  t.equal(second32, 1n << 5n, 'Manage Guild on Second Guild through a role');
  t.equal(BigInt(guilds.json()[2].permissions) & (1n << 5n), 0n, 'a plain member of Foreign Guild');
  t.equal(
    (await app.inject({ url: `/api/v10/guilds/${IDS.demoGuild}`, headers: user })).statusCode,
    403,
    'guild endpoints are for the bot',
  );

  const refreshed = await exchange({ grant_type: 'refresh_token', refresh_token: tokens.json().refresh_token });
  t.equal(refreshed.statusCode, 200);
  const before = controls.activeTokens();
  const revoke = await app.inject({
    method: 'POST',
    url: '/api/oauth2/token/revoke',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic },
    payload: new URLSearchParams({ token: tokens.json().access_token, token_type_hint: 'access_token' }).toString(),
  });
  t.equal(revoke.statusCode, 200);
  t.equal(controls.activeTokens(), before - 1);
  t.equal(
    (await app.inject({ url: '/api/v10/users/@me', headers: user })).statusCode,
    401,
    'a revoked token no longer works',
  );
});

t.test(
  'the CDN serves generated images, PNG attachments, signed links that expire, and other files only as downloads',
  async (t) => {
    const { app } = await startStandIn(t);
    for (const url of [
      `/cdn/avatars/${USERS.owner}/a1b2.png?size=40`,
      '/cdn/embed/avatars/3.png',
      `/cdn/icons/${IDS.demoGuild}/aa11.png`,
      '/cdn/emojis/140000000000000099.png',
      '/cdn/attachments/1/2/bild.gif',
    ]) {
      const res = await app.inject(url);
      t.equal(res.statusCode, 200, url);
      t.equal(res.headers['content-type'], 'image/svg+xml', url);
      t.match(res.body, /^<svg /);
    }
    const png = await app.inject('/cdn/attachments/1/2/bild.png');
    t.equal(png.headers['content-type'], 'image/png', 'a .png attachment is a real PNG, as the archive needs');
    t.same([...png.rawPayload.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const hex = (seconds: number) => Math.floor(Date.now() / 1000 + seconds).toString(16);
    t.equal(
      (await app.inject(`/cdn/attachments/1/2/bild.png?ex=${hex(60)}&is=0&hm=x`)).statusCode,
      200,
      'a signed link within its life',
    );
    t.equal(
      (await app.inject(`/cdn/attachments/1/2/bild.png?ex=${hex(-60)}&is=0&hm=x`)).statusCode,
      404,
      'an expired one is gone',
    );
    const file = await app.inject('/cdn/attachments/1/2/lebenslauf.pdf');
    t.equal(file.headers['content-disposition'], 'attachment');
    t.match(String(file.headers['content-type']), /^text\/plain/);
    const hostile = await app.inject(`/cdn/avatars/${USERS.owner}/x.png`);
    t.notMatch(hostile.body, /<script/);
  },
);
