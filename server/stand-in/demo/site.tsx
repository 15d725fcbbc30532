// What the Demo-Discord page's routes share: the world, where the pages live, the page's frame (language,
// words, theme) and its refusals, and how a page is sent (with its stylesheets).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, HTML_LANG } from '../../contract/languages.js';
import type { StandInGuild, World } from '../model.js';
import type { StandInOptions } from '../options.js';
import { STAND_IN_TEXTS } from '../texts.js';
import { DEMO_IDS } from '../world.js';
import type { Refusal } from './actions.js';
import { isTextChannel, visibleChannels } from './channel-data.js';
import { themeOf } from './cookies.js';
import { type Frame, StylesOfPage, RefusalPage } from './pages.js';
import { DEMO_CSS, DEMO_CSS_FILE } from './style.js';
import { fieldsOf } from './upload.js';

/** The page's forms carry their own token (cookies.ts), not a dashboard session's. */
export const FORM = { config: { formToken: false } };
export const SNOWFLAKE = /^\d{1,20}$/;
export const ChannelParams = z.object({ channelId: z.string().regex(SNOWFLAKE), action: z.string().optional() });

export const formOf = (request: FastifyRequest) => fieldsOf(request.body);

/** The locale the played member's interactions carry: the page's language, so the bot answers in it. */
export const localeOf = ({ lang }: Pick<Frame, 'lang'>) => (lang === 'en' ? 'en-US' : 'de');

/** The first channel the member can open, in the order the page lists them. */
export const firstChannel = (guild: StandInGuild, userId: string) =>
  visibleChannels(guild, userId)
    .flatMap((group) => group.channels)
    .find(isTextChannel)?.id ?? null;

/** What the routes share: the world, where the pages live, and the page's frame and refusals. */
export interface Site {
  world: World;
  base: string;
  closedModals: Set<string>;
  frameOf(request: FastifyRequest): Frame;
  /** Sends a page, its stylesheets in the head as the page is mounted (options.ts: stylesheets). */
  send(reply: FastifyReply, status: number, page: ReactElement): FastifyReply;
  /** The refusal as a page, with a link back (to the member choice unless said) and what the form gives back. */
  refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    refusal: Refusal,
    back?: string,
    again?: ReactNode,
  ): FastifyReply;
  /** Demo Guild, or a refusal sent when the world has none. */
  guild(request: FastifyRequest, reply: FastifyReply): StandInGuild | FastifyReply;
}

export function site(app: FastifyInstance, options: StandInOptions): Site {
  const base = `${app.prefix}/demo`;
  const own = { href: `${base}/${DEMO_CSS_FILE}`, text: DEMO_CSS };
  // On its own, the stand-in links the page's own stylesheet only.
  const stylesheets =
    options.stylesheets ?? (() => () => ({ head: <link rel="stylesheet" href={own.href} />, atBreak: null }));
  const send: Site['send'] = (reply, status, page) => {
    const pageStyles = stylesheets(reply.request, reply, own);
    const markup = renderToStaticMarkup(<StylesOfPage.Provider value={pageStyles}>{page}</StylesOfPage.Provider>);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html>${markup}`);
  };
  const frameOf = (request: FastifyRequest): Frame => {
    // Mounted in the dashboard, the page follows the visitor's language; on its own, the default.
    const language = request.language ?? DEFAULT_LANGUAGE;
    return {
      lang: HTML_LANG[language],
      texts: STAND_IN_TEXTS[language].demo,
      base,
      cdn: `${app.prefix}/cdn`,
      theme: themeOf(request),
      themeAction: options.themeAction ?? null,
      follow: options.follow ?? null,
    };
  };
  const refuse: Site['refuse'] = (request, reply, { status, message, detail }, back = base, again = null) => {
    const page = (
      <RefusalPage frame={frameOf(request)} message={message} detail={detail} back={back}>
        {again}
      </RefusalPage>
    );
    return send(reply, status, page);
  };
  return {
    world: options.world,
    base,
    closedModals: new Set(),
    frameOf,
    send,
    refuse,
    guild: (request, reply) =>
      options.world.guilds.get(DEMO_IDS.demoGuild) ??
      refuse(request, reply, { status: 404, message: frameOf(request).texts.refusals.noGuild }),
  };
}
