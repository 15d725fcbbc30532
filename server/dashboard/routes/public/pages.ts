// The public pages: /, /login, /tos, /dataprivacy.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Redirect } from '../../lib/http-error.js';
import { safeReturnPath } from '../../lib/safe-path.js';
import { defineRoute } from '../define-route.js';
import type { RegisteredRoute } from '../registered-route.js';
import { LoginPage, type LoginData } from '../../../../views/pages/Login.js';
import { PrivacyPage, type RetentionPeriods } from '../../../../views/pages/PrivacyPage.js';
import { TermsPage } from '../../../../views/pages/TermsPage.js';
import type { ShellUser } from '../../../../views/shell.js';

const noParams = z.object({});
const noQuery = z.object({});

export function loginPage(options: {
  demo: boolean;
  demoExposed: boolean;
  userOf: (request: FastifyRequest) => ShellUser | null;
}) {
  return defineRoute({
    path: '/login',
    params: noParams,
    // Any value is allowed: unknown codes show the generic 'An error occurred during login' message.
    query: z.object({
      error: z.string().max(64).optional().catch('other'),
      next: z.string().optional().catch(undefined),
    }),
    layout: 'public',
    title: 'login',
    guard: ({ request, query }) => {
      if (options.userOf(request)) throw new Redirect(safeReturnPath(query.next) ?? '/guilds');
    },
    load: ({ query }): LoginData => {
      const next = safeReturnPath(query.next);
      return {
        error: query.error ?? null,
        demo: options.demo,
        demoExposed: options.demoExposed,
        signInHref: next ? `/auth/discord?${new URLSearchParams({ next })}` : '/auth/discord',
      };
    },
    view: LoginPage,
  });
}

export function publicRoutes(options: {
  demo: boolean;
  demoExposed: boolean;
  userOf: (request: FastifyRequest) => ShellUser | null;
  retention: RetentionPeriods;
}): RegisteredRoute[] {
  // / leads to the server picker when signed in, else to the login.
  const home: RegisteredRoute = {
    path: '/',
    register(fastify) {
      fastify.get('/', async (request, reply) => reply.redirect(options.userOf(request) ? '/guilds' : '/login', 302));
    },
  };

  const login = loginPage(options);

  // The policy states the periods this instance applies (60 days for tickets, 90 for audit rows by default).
  const periods = (): RetentionPeriods => ({
    ticketDays: options.retention.ticketDays,
    auditDays: options.retention.auditDays,
  });
  const tos = defineRoute({
    path: '/tos',
    params: noParams,
    query: noQuery,
    layout: 'public',
    title: 'terms',
    load: periods,
    view: TermsPage,
  });

  const privacy = defineRoute({
    path: '/dataprivacy',
    params: noParams,
    query: noQuery,
    layout: 'public',
    title: 'privacy',
    load: periods,
    view: PrivacyPage,
  });

  return [home, login, tos, privacy];
}
