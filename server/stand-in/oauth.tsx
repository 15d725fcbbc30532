// The stand-in's OAuth2: Discord's consent page (a demo account chooser), the token endpoint (code with
// PKCE, refresh) and revocation. Tokens live in memory; the REST module asks the store who a bearer is.
import { BODY_LIMITS } from './caps.js';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { sameSecret } from '../platform/same-secret.js';
import { STAND_IN_TEXTS } from './texts.js';
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from '../contract/languages.js';
import type { StandInOptions } from './options.js';
import { serverToServer } from './replies.js';
import { DEMO_ACCOUNTS } from './world.js';

const TOKEN_LIFETIME_S = 604_800;
const b64url = (bytes: Buffer) => bytes.toString('base64url');
const newSecret = () => b64url(randomBytes(24));
/** Query strings and form bodies as Discord reads them: names to single strings. */
const Strings = z.record(z.string(), z.string()).catch({});

interface Grant {
  userId: string;
  redirectUri: string;
  scope: string;
  challenge: string | null;
  expiresAt: number;
}

export interface TokenStore {
  access: Map<string, { userId: string; scope: string; expiresAt: number }>;
  refresh: Map<string, { userId: string; scope: string }>;
}

export function createTokenStore(): TokenStore {
  return { access: new Map(), refresh: new Map() };
}

const formOf = (request: FastifyRequest) =>
  request.body instanceof URLSearchParams ? Object.fromEntries(request.body) : {};

function AuthorizePage({
  query,
  cssHref,
  clientName,
  language,
  demoHref,
}: {
  query: Record<string, string>;
  cssHref?: string | undefined;
  clientName: string;
  language: Language;
  /** The Demo-Discord page, where one plays members instead of signing in. */
  demoHref: string;
}) {
  const texts = STAND_IN_TEXTS[language];
  return (
    <html lang={HTML_LANG[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{texts.title}</title>
        {cssHref ? <link rel="stylesheet" href={cssHref} /> : null}
      </head>
      <body>
        <main className="public__main">
          <section className="card login">
            <h1>{texts.heading}</h1>
            <p className="login__lead">{texts.lead(clientName)}</p>
            <form method="post">
              {Object.entries(query).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <div className="stand-in-accounts">
                {DEMO_ACCOUNTS.map((account) => (
                  <button
                    key={account.id}
                    className="button button--block"
                    type="submit"
                    name="user"
                    value={account.id}
                  >
                    <strong>{account.label}</strong> <span className="login__note">{texts.accounts[account.note]}</span>
                  </button>
                ))}
                <button className="button button--ghost button--block" type="submit" name="user" value="cancel">
                  {texts.cancel}
                </button>
              </div>
            </form>
            <p className="login__note">
              <a href={demoHref}>{texts.demo.link}</a>
            </p>
          </section>
        </main>
      </body>
    </html>
  );
}

function checkAuthorize(options: StandInOptions, query: Record<string, string>): string | null {
  if (query.response_type !== 'code') return 'unsupported response_type';
  if (query.client_id !== options.clientId) return 'unknown client_id';
  if (!query.redirect_uri || !options.redirectUris.includes(query.redirect_uri)) return 'invalid redirect_uri';
  const scopes = (query.scope ?? '').split(/[ +]/).filter(Boolean);
  if (!scopes.includes('identify')) return 'scope must include identify';
  if (query.code_challenge && query.code_challenge_method !== 'S256') return 'only S256 code challenges are supported';
  return null;
}

function clientAuthenticated(options: StandInOptions, request: FastifyRequest, form: Record<string, string>): boolean {
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

function issueTokens(tokens: TokenStore, userId: string, scope: string) {
  const accessToken = newSecret();
  const refreshToken = newSecret();
  tokens.access.set(accessToken, { userId, scope, expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000 });
  tokens.refresh.set(refreshToken, { userId, scope });
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_S,
    refresh_token: refreshToken,
    scope,
  };
}

/** The consent page and its form, which sends the browser back with a single-use code. */
function registerConsent(app: FastifyInstance, options: StandInOptions, grants: Map<string, Grant>): void {
  const { world } = options;
  app.get('/oauth2/authorize', async (request, reply) => {
    const query = Strings.parse(request.query);
    const problem = checkAuthorize(options, query);
    if (problem) return reply.code(400).type('text/plain; charset=utf-8').send(`Invalid OAuth2 request: ${problem}`);
    // Mounted in the dashboard (demo mode), the page follows the visitor's language; on its own, the default.
    const html = renderToStaticMarkup(
      <AuthorizePage
        query={query}
        cssHref={options.cssHref}
        clientName="Guildhall"
        language={request.language ?? DEFAULT_LANGUAGE}
        demoHref={`${app.prefix}/demo`}
      />,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(`<!doctype html>${html}`);
  });

  // Discord's own consent form, not a form of the dashboard's sessions.
  app.post('/oauth2/authorize', { config: { formToken: false } }, async (request, reply) => {
    const { user, ...query } = formOf(request);
    const problem = checkAuthorize(options, query);
    if (problem) return reply.code(400).type('text/plain; charset=utf-8').send(`Invalid OAuth2 request: ${problem}`);
    const target = new URL(query.redirect_uri!);
    if (query.state) target.searchParams.set('state', query.state);
    if (user === 'cancel' || !user || !world.users.has(user) || world.users.get(user)!.bot) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The resource owner or authorization server denied the request');
      return reply.redirect(target.toString(), 302);
    }
    const code = newSecret();
    grants.set(code, {
      userId: user,
      redirectUri: query.redirect_uri!,
      scope: query.scope ?? 'identify',
      challenge: query.code_challenge ?? null,
      expiresAt: Date.now() + 60_000,
    });
    target.searchParams.set('code', code);
    return reply.redirect(target.toString(), 302);
  });
}

/** The token endpoint (codes and refresh tokens) and revocation, as Discord's. */
function registerTokens(
  app: FastifyInstance,
  options: StandInOptions,
  tokens: TokenStore,
  grants: Map<string, Grant>,
): void {
  for (const path of ['/api/oauth2/token', '/api/v10/oauth2/token']) {
    app.post(path, serverToServer, async (request, reply) => {
      const form = formOf(request);
      if (!clientAuthenticated(options, request, form)) return reply.code(401).send({ error: 'invalid_client' });
      if (form.grant_type === 'refresh_token') {
        const stored = tokens.refresh.get(form.refresh_token ?? '');
        if (!stored) return reply.code(400).send({ error: 'invalid_grant' });
        tokens.refresh.delete(form.refresh_token!);
        return issueTokens(tokens, stored.userId, stored.scope);
      }
      if (form.grant_type !== 'authorization_code') return reply.code(400).send({ error: 'unsupported_grant_type' });
      const grant = grants.get(form.code ?? '');
      grants.delete(form.code ?? '');
      if (!grant || grant.expiresAt < Date.now() || grant.redirectUri !== form.redirect_uri)
        return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' });
      if (grant.challenge) {
        const computed = b64url(
          createHash('sha256')
            .update(form.code_verifier ?? '')
            .digest(),
        );
        if (computed !== grant.challenge)
          return reply.code(400).send({ error: 'invalid_grant', error_description: 'Invalid "code_verifier"' });
      }
      return issueTokens(tokens, grant.userId, grant.scope);
    });
  }

  for (const path of ['/api/oauth2/token/revoke', '/api/v10/oauth2/token/revoke']) {
    app.post(path, serverToServer, async (request, reply) => {
      const form = formOf(request);
      if (!clientAuthenticated(options, request, form)) return reply.code(401).send({ error: 'invalid_client' });
      tokens.access.delete(form.token ?? '');
      tokens.refresh.delete(form.token ?? '');
      return reply.send({});
    });
  }
}

export function registerOAuth(app: FastifyInstance, options: StandInOptions, tokens: TokenStore): void {
  const grants = new Map<string, Grant>();
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMITS.form },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );
  }
  registerConsent(app, options, grants);
  registerTokens(app, options, tokens, grants);
}
