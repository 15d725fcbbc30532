// Security headers on every response (pages, JSON, assets, 404s and errors) and the CSRF gate for every
// unsafe request: it must come from our own origin, by Sec-Fetch-Site or an exact Origin match.
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DashboardConfig } from '../config.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { languageCookieName } from '../lib/cookies.js';
import { HttpError } from '../lib/http-error.js';
import { cookieLanguage } from './language.js';

/** Discord's CDN hosts: avatars, guild icons, emoji, attachments and embed images. */
const DISCORD_MEDIA_HOSTS = ['https://cdn.discordapp.com', 'https://media.discordapp.net'];

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on routes that other servers (not browsers) call, such as OAuth token exchange. */
    sameOriginOnly?: boolean;
  }
}

function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  if (origin !== undefined) return origin === publicUrl;
  // Browsers send at least one of the two on unsafe requests; a request with neither is not from a page of ours.
  return site !== undefined;
}

const STYLE_SRC = "style-src 'self'";

/** Lets this response's one inline style element in: CSP names exactly its text by hash (a first visit's styles, render/stylesheet.ts). */
export function allowInlineStyle(reply: FastifyReply, hash: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string')
    reply.header('content-security-policy', policy.replace(STYLE_SRC, `${STYLE_SRC} '${hash}'`));
}

export function setupSecurity(app: FastifyInstance, config: DashboardConfig, mediaOrigins: string[]): void {
  const media = ["'self'", ...DISCORD_MEDIA_HOSTS, ...mediaOrigins];
  // The headers are the same for every response, so the middleware is built once, here: the Fastify
  // wrapper of this library built it again for every request (3 % of a small page's CPU).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No inline style but a first visit's, which allowInlineStyle adds by its hash.
        styleSrc: ["'self'"],
        imgSrc: media,
        mediaSrc: media,
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(config.secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Not no-referrer: with it, browsers send `Origin: null` on same-origin form posts.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // The same answer as frame-ancestors 'none', for browsers that only know the older header.
    frameguard: { action: 'deny' },
  });
  // It only sets headers: it reports nothing to its callback, which it calls before returning.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.sameOriginOnly === false) return;
    // The answer depends on these headers: no cache may hand it to a request with others.
    reply.header('vary', 'Origin, Sec-Fetch-Site');
    if (!isSameOriginRequest(request, config.publicUrl)) {
      // Refused before the session is read: the page around the refusal speaks the cookie's language.
      request.language = cookieLanguage(request, languageCookieName(config));
      throw new HttpError(403, CATALOGUES[request.language].requests.crossSite);
    }
  });
}
