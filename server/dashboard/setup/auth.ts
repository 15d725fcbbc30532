// Sign-in with Discord through @fastify/oauth2 (authorization code + PKCE, state and verifier in
// short-lived __Host- cookies with Path=/), the callback that opens a server-side session, and logout.
// The callback URL is fixed from PUBLIC_URL, never taken from Host or X-Forwarded-Host.
import oauthPlugin, { type OAuth2Namespace } from '@fastify/oauth2';
import type { FastifyInstance } from 'fastify';
import type { DashboardConfig } from '../config.js';
import { cookieName, privateCookieOptions } from '../lib/cookies.js';
import { safeReturnPath } from '../lib/safe-path.js';
import type { Drafts } from '../session/drafts.js';
import type { DiscordUserApi } from '../discord/user-api.js';
import type { DiscordUser } from '../../contract/discord.js';
import type { Sessions } from '../session/sessions.js';
import { userAvatarUrl } from '../../contract/discord-cdn.js';
import { DEFAULT_LANGUAGE } from '../../contract/languages.js';

declare module 'fastify' {
  interface FastifyInstance {
    discordOAuth2: OAuth2Namespace;
  }
}

const AUTH_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** `forgetUser` drops what other modules cached for a user who logs out. */
export async function setupAuth(
  app: FastifyInstance,
  config: DashboardConfig,
  sessions: Sessions,
  forgetUser: (userId: string) => void,
  discordUser: DiscordUserApi,
  drafts: Drafts,
): Promise<void> {
  // Where the user goes after signing in (`/auth/discord?next=`), kept through Discord's round trip.
  const returnCookie = cookieName(config, 'return-to');
  const authorize = new URL(config.discord.authorizeUrl);
  const api = new URL(config.discord.apiBase);
  await app.register(oauthPlugin, {
    name: 'discordOAuth2',
    scope: ['identify', 'guilds'],
    credentials: {
      client: { id: config.discord.clientId, secret: config.discord.clientSecret },
      auth: {
        authorizeHost: authorize.origin,
        authorizePath: authorize.pathname,
        tokenHost: api.origin,
        tokenPath: `${api.pathname}/oauth2/token`,
        revokePath: `${api.pathname}/oauth2/token/revoke`,
      },
    },
    callbackUri: `${config.publicUrl}/auth/callback`,
    pkce: 'S256',
    redirectStateCookieName: cookieName(config, 'oauth-state'),
    verifierCookieName: cookieName(config, 'oauth-pkce'),
    // The plugin sets no path by default but clears with Path=/, which would leave the cookies behind.
    cookie: { path: '/', secure: config.secureCookies, sameSite: 'lax', httpOnly: true, maxAge: 600 },
  });

  app.get('/auth/discord', { config: { rateLimit: AUTH_RATE_LIMIT } }, async (request, reply) => {
    const next = safeReturnPath((request.query as Record<string, unknown>).next);
    if (next) reply.setCookie(returnCookie, next, privateCookieOptions(config, 600));
    else reply.clearCookie(returnCookie, privateCookieOptions(config));
    const uri = await app.discordOAuth2.generateAuthorizationUri(request, reply);
    return reply.header('cache-control', 'no-store').redirect(uri, 302);
  });

  app.get('/auth/callback', { config: { rateLimit: AUTH_RATE_LIMIT } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let accessToken: string;
    let refreshToken: string | null;
    let expiresAt: number;
    try {
      // Passing reply clears the state and verifier cookies whatever the outcome.
      const { token } = await app.discordOAuth2.getAccessTokenFromAuthorizationCodeFlow(request, reply);
      accessToken = token.access_token;
      refreshToken = token.refresh_token ?? null;
      expiresAt = token.expires_at instanceof Date ? token.expires_at.getTime() : Date.now() + token.expires_in * 1000;
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'sign-in refused or failed');
      return reply.redirect('/login?error=failed', 302);
    }
    let user: DiscordUser;
    try {
      user = await discordUser.me(accessToken);
    } catch (error) {
      request.log.warn({ err: error }, 'could not read the signed-in user');
      return reply.redirect('/login?error=failed', 302);
    }
    // A new id at login; whatever session came before is gone.
    await sessions.destroy(request, reply);
    await sessions.create(reply, {
      userId: user.id,
      username: user.username,
      globalName: user.global_name ?? null,
      discriminator: user.discriminator,
      avatarUrl: userAvatarUrl(config.discord.cdnBase, user),
      discord: { accessToken, refreshToken, expiresAt },
      adminSessions: {},
      // A language chosen before signing in carries over into the session.
      ...(request.language === DEFAULT_LANGUAGE ? {} : { language: request.language }),
    });
    drafts.rememberUser(reply, user.id);
    request.log.info({ userId: user.id }, 'signed in');
    const next = safeReturnPath(request.cookies[returnCookie]);
    reply.clearCookie(returnCookie, privateCookieOptions(config));
    return reply.redirect(next ?? '/guilds', 302);
  });

  app.post('/auth/logout', { config: { rateLimit: AUTH_RATE_LIMIT } }, async (request, reply) => {
    const session = request.session;
    if (session.status === 'active') {
      const { discord, userId } = session.record;
      await app.discordOAuth2
        .revokeToken(
          {
            access_token: discord.accessToken,
            token_type: 'Bearer',
            expires_in: 0,
            expires_at: new Date(discord.expiresAt),
            ...(discord.refreshToken ? { refresh_token: discord.refreshToken } : {}),
          },
          'access_token',
          undefined,
        )
        .catch((error: unknown) => request.log.warn({ err: error }, 'token revocation failed'));
      forgetUser(userId);
    }
    await sessions.destroy(request, reply);
    return reply.header('cache-control', 'no-store').redirect('/login', 303);
  });
}
