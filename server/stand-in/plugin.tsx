// The stand-in Discord as a Fastify plugin: OAuth2 (authorize page, token, revoke), the REST endpoints
// the bot API and the dashboard call (API v10), and the CDN. Mounted under a prefix of the dashboard in
// demo mode, so the browser needs one port; tests mount it on its own instance.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { badgeSvg, defaultAvatarSvg, emojiSvg, pictureSvg } from './images.js';
import { channelResponse, commandResponse, currentUserResponse, guildResponse, memberResponse, messageResponse, myGuildResponse, roleResponse, userResponse } from './serialize.js';
import { DEMO_ACCOUNTS, type StandInGuild, type World } from './world.js';
import { sameSecret } from '../lib/same-secret.js';

export interface StandInOptions {
  world: World;
  clientId: string;
  clientSecret: string;
  botToken: string;
  /** Redirect URIs the application registered (exact match, as Discord requires). */
  redirectUris: string[];
  /** Stylesheet for the sign-in page, when mounted on the dashboard. */
  cssHref?: string;
}

/** Knobs for tests: make the next REST calls fail with 429 or a 5xx. */
export interface StandInControls {
  rateLimitNext(count: number, retryAfterSeconds: number): void;
  failNext(count: number, status: number): void;
  /** Access tokens issued so far (to check revocation). */
  activeTokens(): number;
  /** How many REST calls reached a path ending like this (e.g. '/users/@me/guilds'). */
  calls(pathEnding: string): number;
}

interface Grant {
  userId: string;
  redirectUri: string;
  scope: string;
  challenge: string | null;
  expiresAt: number;
}

const TOKEN_LIFETIME_S = 604_800;
const b64url = (bytes: Buffer) => bytes.toString('base64url');
const newSecret = () => b64url(randomBytes(24));

function discordError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).send({ message, code });
}

function AuthorizePage({ query, cssHref, clientName }: { query: Record<string, string>; cssHref?: string | undefined; clientName: string }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Discord (Demo) – Anmelden</title>
        {cssHref ? <link rel="stylesheet" href={cssHref} /> : null}
      </head>
      <body>
        <main className="public__main">
          <section className="card login">
            <h1>Discord (Demo)</h1>
            <p className="login__lead">{clientName} möchte auf deinen Benutzernamen, deinen Avatar und deine Serverliste zugreifen. Wähle ein Demo-Konto:</p>
            <form method="post">
              {Object.entries(query).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <div className="stand-in-accounts">
                {DEMO_ACCOUNTS.map((account) => (
                  <button key={account.id} className="button button--block" type="submit" name="user" value={account.id}>
                    <strong>{account.label}</strong> <span className="login__note">{account.note}</span>
                  </button>
                ))}
                <button className="button button--ghost button--block" type="submit" name="user" value="cancel">
                  Abbrechen
                </button>
              </div>
            </form>
          </section>
        </main>
      </body>
    </html>
  );
}

export async function registerStandIn(app: FastifyInstance, options: StandInOptions): Promise<StandInControls> {
  const { world } = options;
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { userId: string; scope: string; expiresAt: number }>();
  const refreshTokens = new Map<string, { userId: string; scope: string }>();
  let rateLimited = { count: 0, retryAfter: 1 };
  let failing = { count: 0, status: 500 };
  const restCalls: string[] = [];

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, new URLSearchParams(body as string)));
  }
  const formOf = (request: FastifyRequest) => (request.body instanceof URLSearchParams ? Object.fromEntries(request.body) : {});
  // The token, revoke and REST endpoints are called by servers, not by pages of this origin.
  const serverToServer = { config: { sameOriginOnly: false, formToken: false } };

  // --- OAuth2 -----------------------------------------------------------------------------------
  function checkAuthorize(query: Record<string, string>): string | null {
    if (query.response_type !== 'code') return 'unsupported response_type';
    if (query.client_id !== options.clientId) return 'unknown client_id';
    if (!query.redirect_uri || !options.redirectUris.includes(query.redirect_uri)) return 'invalid redirect_uri';
    const scopes = (query.scope ?? '').split(/[ +]/).filter(Boolean);
    if (!scopes.includes('identify')) return 'scope must include identify';
    if (query.code_challenge && query.code_challenge_method !== 'S256') return 'only S256 code challenges are supported';
    return null;
  }

  app.get('/oauth2/authorize', async (request, reply) => {
    const query = request.query as Record<string, string>;
    const problem = checkAuthorize(query);
    if (problem) return reply.code(400).type('text/plain; charset=utf-8').send(`Invalid OAuth2 request: ${problem}`);
    const html = renderToStaticMarkup(<AuthorizePage query={query} cssHref={options.cssHref} clientName="Guildhall" />);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>${html}`);
  });

  // Discord's own consent form, not a form of the dashboard's sessions.
  app.post('/oauth2/authorize', { config: { formToken: false } }, async (request, reply) => {
    const { user, ...query } = formOf(request);
    const problem = checkAuthorize(query);
    if (problem) return reply.code(400).type('text/plain; charset=utf-8').send(`Invalid OAuth2 request: ${problem}`);
    const target = new URL(query.redirect_uri!);
    if (query.state) target.searchParams.set('state', query.state);
    if (user === 'cancel' || !user || !world.users.has(user) || world.users.get(user)!.bot) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The resource owner or authorization server denied the request');
      return reply.redirect(target.toString(), 302);
    }
    const code = newSecret();
    grants.set(code, { userId: user, redirectUri: query.redirect_uri!, scope: query.scope ?? 'identify', challenge: query.code_challenge ?? null, expiresAt: Date.now() + 60_000 });
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });

  function clientAuthenticated(request: FastifyRequest, form: Record<string, string>): boolean {
    const header = request.headers.authorization;
    if (header?.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(header.slice(6), 'base64')
        .toString()
        .split(':')
        .map((part) => decodeURIComponent(part));
      return id === options.clientId && sameSecret(secret ?? '', options.clientSecret);
    }
    return form.client_id === options.clientId && sameSecret(form.client_secret ?? '', options.clientSecret);
  }

  function issueTokens(userId: string, scope: string) {
    const accessToken = newSecret();
    const refreshToken = newSecret();
    accessTokens.set(accessToken, { userId, scope, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
    refreshTokens.set(refreshToken, { userId, scope });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_LIFETIME_S, refresh_token: refreshToken, scope };
  }

  for (const path of ['/api/oauth2/token', '/api/v10/oauth2/token']) {
    app.post(path, serverToServer, async (request, reply) => {
      const form = formOf(request);
      if (!clientAuthenticated(request, form)) return reply.code(401).send({ error: 'invalid_client' });
      if (form.grant_type === 'refresh_token') {
        const stored = refreshTokens.get(form.refresh_token ?? '');
        if (!stored) return reply.code(400).send({ error: 'invalid_grant' });
        refreshTokens.delete(form.refresh_token!);
        return issueTokens(stored.userId, stored.scope);
      }
      if (form.grant_type !== 'authorization_code') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const grant = grants.get(form.code ?? '');
      grants.delete(form.code ?? '');
      if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== form.redirect_uri) return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      if (grant.challenge) {
        const computed = b64url(
          createHash('sha256')
            .update(form.code_verifier ?? '')
            .digest(),
        );
        if (computed !== grant.challenge) return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid "code_verifier"' });
      }
      return issueTokens(grant.userId, grant.scope);
    });
  }

  for (const path of ['/api/oauth2/token/revoke', '/api/v10/oauth2/token/revoke']) {
    app.post(path, serverToServer, async (request, reply) => {
      const form = formOf(request);
      if (!clientAuthenticated(request, form)) return reply.code(401).send({ error: 'invalid_client' });
      accessTokens.delete(form.token ?? '');
      refreshTokens.delete(form.token ?? '');
      return reply.send({});
    });
  }

  // --- REST (API v10) ---------------------------------------------------------------------------
  type Caller = { kind: 'bot' } | { kind: 'user'; userId: string; scope: string };

  function callerOf(request: FastifyRequest): Caller | null {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Bot ') && sameSecret(header.slice(4), options.botToken)) return { kind: 'bot' };
    if (header.startsWith('Bearer ')) {
      const token = accessTokens.get(header.slice(7));
      if (token && token.expiresAt > Date.now()) return { kind: 'user', userId: token.userId, scope: token.scope };
    }
    return null;
  }

  app.register(
    async (rest) => {
      rest.addHook('onRequest', async (request, reply) => {
        restCalls.push(decodeURIComponent(request.url.split('?')[0]!));
        reply.headers({
          'x-ratelimit-limit': '50',
          'x-ratelimit-remaining': '49',
          'x-ratelimit-reset': String(Date.now() / 1000 + 1),
          'x-ratelimit-reset-after': '1',
          'x-ratelimit-bucket': createHash('md5')
            .update(request.routeOptions.url ?? '')
            .digest('hex'),
        });
        if (rateLimited.count > 0) {
          rateLimited.count -= 1;
          reply.headers({
            'retry-after': String(Math.ceil(rateLimited.retryAfter)),
            'x-ratelimit-remaining': '0',
            'x-ratelimit-scope': 'user',
            'x-ratelimit-reset-after': String(rateLimited.retryAfter),
          });
          return reply.code(429).send({ message: 'You are being rate limited.', retry_after: rateLimited.retryAfter, global: false, code: 0 });
        }
        if (failing.count > 0) {
          failing.count -= 1;
          return reply.code(failing.status).send({ message: 'Internal Server Error', code: 0 });
        }
        const caller = callerOf(request);
        if (!caller) return discordError(reply, 401, 0, '401: Unauthorized');
        request.standInCaller = caller;
      });

      const requireBot = (request: FastifyRequest, reply: FastifyReply) => (request.standInCaller?.kind === 'bot' ? null : discordError(reply, 403, 50001, 'Missing Access'));

      /** A guild the bot is in, or the error Discord gives. */
      function botGuild(request: FastifyRequest, reply: FastifyReply): StandInGuild | null {
        const guild = world.guilds.get((request.params as { guildId: string }).guildId);
        if (!guild) {
          void discordError(reply, 404, 10004, 'Unknown Guild');
          return null;
        }
        if (!guild.botPresent) {
          void discordError(reply, 403, 50001, 'Missing Access');
          return null;
        }
        return guild;
      }

      // Clients may send "@me" percent-encoded (%40me), which the router does not decode for static
      // segments, so "@me" is resolved inside the parametric routes.
      rest.get('/users/:userId', async (request, reply) => {
        const caller = request.standInCaller!;
        const { userId } = request.params as { userId: string };
        if (userId === '@me') return currentUserResponse(world.users.get(caller.kind === 'bot' ? world.application.botUserId : caller.userId)!);
        if (requireBot(request, reply)) return reply;
        const found = world.users.get(userId);
        return found ? userResponse(found) : discordError(reply, 404, 10013, 'Unknown User');
      });
      rest.get('/users/:userId/guilds', async (request, reply) => {
        const caller = request.standInCaller!;
        if ((request.params as { userId: string }).userId !== '@me') return discordError(reply, 404, 0, '404: Not Found');
        if (caller.kind === 'user' && !caller.scope.split(' ').includes('guilds')) return discordError(reply, 403, 50001, 'Missing Access');
        const userId = caller.kind === 'bot' ? world.application.botUserId : caller.userId;
        return [...world.guilds.values()]
          .filter((guild) => (caller.kind === 'bot' ? guild.botPresent : guild.members.some((entry) => entry.userId === userId)))
          .map((guild) => myGuildResponse(guild, userId));
      });
      rest.get('/guilds/:guildId', async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const guild = botGuild(request, reply);
        return guild ? guildResponse(guild, (request.query as { with_counts?: string }).with_counts === 'true') : reply;
      });
      rest.get('/guilds/:guildId/roles', async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const guild = botGuild(request, reply);
        return guild ? guild.roles.map(roleResponse) : reply;
      });
      rest.get('/guilds/:guildId/channels', async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const guild = botGuild(request, reply);
        return guild ? guild.channels.map((channel) => channelResponse(guild, channel)) : reply;
      });
      const limitOf = (request: FastifyRequest, max: number) => Math.min(max, Math.max(1, Number((request.query as { limit?: string }).limit ?? 1) || 1));
      rest.get('/guilds/:guildId/members', async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const guild = botGuild(request, reply);
        return guild ? guild.members.slice(0, limitOf(request, 1000)).map((entry) => memberResponse(world, entry)) : reply;
      });
      rest.get('/guilds/:guildId/members/search', async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const guild = botGuild(request, reply);
        if (!guild) return reply;
        const term = String((request.query as { query?: string }).query ?? '').toLowerCase();
        if (!term) return discordError(reply, 400, 50035, 'Invalid Form Body');
        return guild.members
          .filter((entry) => {
            const found = world.users.get(entry.userId)!;
            return [found.username, found.globalName ?? '', entry.nick ?? ''].some((name) => name.toLowerCase().startsWith(term));
          })
          .slice(0, limitOf(request, 1000))
          .map((entry) => memberResponse(world, entry));
      });
      rest.get('/guilds/:guildId/members/:userId', async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const guild = botGuild(request, reply);
        if (!guild) return reply;
        const found = guild.members.find((entry) => entry.userId === (request.params as { userId: string }).userId);
        return found ? memberResponse(world, found) : discordError(reply, 404, 10007, 'Unknown Member');
      });
      rest.get('/applications/:applicationId/commands', async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        if ((request.params as { applicationId: string }).applicationId !== world.application.id) return discordError(reply, 403, 50001, 'Missing Access');
        return world.commands.map((command) => commandResponse(world, command));
      });
      rest.post('/channels/:channelId/messages', serverToServer, async (request, reply) => {
        if (requireBot(request, reply)) return reply;
        const channelId = (request.params as { channelId: string }).channelId;
        const exists = [...world.guilds.values()].some((guild) => guild.botPresent && guild.channels.some((channel) => channel.id === channelId && channel.type !== 4));
        if (!exists) return discordError(reply, 404, 10003, 'Unknown Channel');
        const content = String((request.body as { content?: unknown } | null)?.content ?? '');
        if (!content || content.length > 2000) return discordError(reply, 400, 50006, 'Cannot send an empty message');
        const message = { id: String(190000000000000000n + BigInt(world.messages.length + 1)), channelId, content, timestamp: new Date().toISOString() };
        world.messages.push(message);
        return messageResponse(world, message);
      });
    },
    { prefix: '/api/v10' },
  );

  // --- CDN --------------------------------------------------------------------------------------
  const svg = (reply: FastifyReply, body: string) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);
  app.get('/cdn/avatars/:userId/:file', async (request, reply) => {
    const { userId } = request.params as { userId: string };
    return svg(reply, badgeSvg(userId, world.users.get(userId)?.globalName ?? world.users.get(userId)?.username ?? '?'));
  });
  app.get('/cdn/embed/avatars/:file', async (request, reply) => svg(reply, defaultAvatarSvg(Number.parseInt((request.params as { file: string }).file, 10) || 0)));
  app.get('/cdn/icons/:guildId/:file', async (request, reply) => {
    const { guildId } = request.params as { guildId: string };
    return svg(reply, badgeSvg(guildId, world.guilds.get(guildId)?.name ?? '?'));
  });
  app.get('/cdn/emojis/:file', async (request, reply) => svg(reply, emojiSvg((request.params as { file: string }).file)));
  app.get('/cdn/attachments/*', async (request, reply) => {
    const name = decodeURIComponent((request.params as { '*': string })['*'].split('/').pop() ?? 'file');
    if (/\.(png|jpe?g|gif|webp)$/i.test(name)) return svg(reply, pictureSvg(name));
    // Non-image files are offered as downloads, never rendered on this origin.
    return reply.type('text/plain; charset=utf-8').header('content-disposition', 'attachment').send(`Demo-Datei ${name}\n`);
  });

  return {
    rateLimitNext: (count, retryAfter) => (rateLimited = { count, retryAfter }),
    failNext: (count, status) => (failing = { count, status }),
    activeTokens: () => accessTokens.size,
    calls: (pathEnding) => restCalls.filter((url) => url.endsWith(pathEnding)).length,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    standInCaller?: { kind: 'bot' } | { kind: 'user'; userId: string; scope: string };
  }
}
