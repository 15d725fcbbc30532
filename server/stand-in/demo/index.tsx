// The Demo-Discord page at /_discord/demo: a small server-rendered look-alike of Discord where a visitor
// plays a member of Demo Guild (chosen, or joined as new) and writes, clicks, runs commands and fills
// the bot's modals, every action a form answered with 303 back to the channel (works without
// JavaScript); the member's direct messages with the bot are a page of their own (direct.tsx). It is the
// act API's face, not a Discord client: it calls the act API's functions.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Username } from '../act/members.js';
import { BODY_LIMITS, isBodyTooLarge, limitBodies, mayJoin } from '../caps.js';
import type { StandInGuild } from '../model.js';
import type { StandInOptions } from '../options.js';
import { joinGuild } from '../state/members.js';
import { CHANNEL_ACTIONS } from './actions.js';
import { displayName, isTextChannel, mayAttach, sees } from './channel-data.js';
import { Composer } from './composer.js';
import { directRoutes } from './direct.js';
import { formToken, playedMember, playMember, tokenMatches } from './cookies.js';
import { renderChannel } from './channel-page.js';
import { ChoosePage } from './pages.js';
import { ChannelParams, FORM, firstChannel, formOf, localeOf, type Site, SNOWFLAKE, site } from './site.js';
import { DEMO_CSS, DEMO_CSS_CACHE, DEMO_CSS_FILE } from './style.js';
import { BodyTooLarge, FilesForm, readFilesForms, UPLOAD_MEGABYTES } from './upload.js';

/** To the channel asked for before a member was chosen (a link from the dashboard), if they see it; else the first. */
function toChannel({ base }: Site, reply: FastifyReply, guild: StandInGuild, userId: string, asked: string | null) {
  const wanted = guild.channels.find((channel) => channel.id === asked);
  const channelId =
    wanted && isTextChannel(wanted) && sees(guild, wanted, userId) ? wanted.id : firstChannel(guild, userId);
  return reply.redirect(channelId ? `${base}/channels/${channelId}` : base, 303);
}

/** The member choice, choosing, and joining as a new member (a GUILD_MEMBER_ADD: the bot's auto roles follow). */
function choiceRoutes(app: FastifyInstance, demo: Site): void {
  const { world, base } = demo;
  app.get('/demo', async (request, reply) => {
    const guild = demo.guild(request, reply);
    if (!('channels' in guild)) return guild;
    const member = playedMember(world, guild, request);
    const { channel } = z
      .object({ channel: z.string().regex(SNOWFLAKE).optional() })
      .catch({})
      .parse(request.query);
    const page = (
      <ChoosePage
        frame={demo.frameOf(request)}
        world={world}
        guild={guild}
        token={formToken(request, reply, base)}
        playing={member ? displayName(world, guild, member.userId) : null}
        firstChannel={member ? firstChannel(guild, member.userId) : null}
        asked={channel ?? null}
      />
    );
    return demo.send(reply, 200, page);
  });
  app.post('/demo/:choice', FORM, async (request, reply) => {
    const { texts } = demo.frameOf(request);
    const form = formOf(request);
    if (!tokenMatches(request, form))
      return demo.refuse(request, reply, { status: 403, message: texts.refusals.formExpired });
    const guild = demo.guild(request, reply);
    if (!('channels' in guild)) return guild;
    const choice = (request.params as { choice: string }).choice;
    if (choice === 'join') {
      const username = Username.safeParse(form.get('username') ?? '');
      if (!username.success) return demo.refuse(request, reply, { status: 400, message: texts.refusals.badName });
      if (!mayJoin(world))
        return demo.refuse(request, reply, {
          status: 507,
          message: texts.refusals.membersFull(world.settings.caps.members),
        });
      const joined = joinGuild(world, guild, username.data, false);
      playMember(request, reply, base, joined.userId);
      return toChannel(demo, reply, guild, joined.userId, form.get('channel'));
    }
    const chosen = choice === 'member' ? form.get('member') : null;
    const member = guild.members.find(
      (entry) => entry.userId === chosen && world.users.get(entry.userId)?.bot === false,
    );
    if (!member)
      return demo.refuse(request, reply, { status: choice === 'member' ? 400 : 404, message: texts.refusals.badForm });
    playMember(request, reply, base, member.userId);
    return toChannel(demo, reply, guild, member.userId, form.get('channel'));
  });
}

/**
 * The played member and the channel of the path, which they must see; else the answer already sent. A page
 * asked for (`landing`) of a channel that is gone takes the member to the server's first channel instead,
 * saying why: as Discord's client does when the channel you were in is deleted.
 */
function channelOf(demo: Site, request: FastifyRequest, reply: FastifyReply, landing = false) {
  const guild = demo.guild(request, reply);
  if (!('channels' in guild)) return guild;
  const params = ChannelParams.safeParse(request.params);
  const member = playedMember(demo.world, guild, request);
  // Nobody played yet: choose first, then come back here.
  if (!member) return reply.redirect(params.success ? `${demo.base}?channel=${params.data.channelId}` : demo.base, 303);
  const channel = params.success ? guild.channels.find((entry) => entry.id === params.data.channelId) : undefined;
  const first = landing ? firstChannel(guild, member.userId) : null;
  if ((!channel || !isTextChannel(channel) || !sees(guild, channel, member.userId)) && first)
    return reply.redirect(`${demo.base}/channels/${first}?gone=1`, 303);
  if (!channel || !isTextChannel(channel) || !sees(guild, channel, member.userId))
    return demo.refuse(request, reply, { status: 404, message: demo.frameOf(request).texts.refusals.unknownChannel });
  return { guild, member, channel };
}

/** A channel's page, and its forms: each plays the member, then goes back to the page (303). */
function channelRoutes(app: FastifyInstance, demo: Site): void {
  const { world, base, closedModals } = demo;
  app.get('/demo/channels/:channelId', async (request, reply) => {
    const place = channelOf(demo, request, reply, true);
    if (!('channel' in place)) return place;
    const { command, gone } = z
      .object({ command: z.string().max(200).optional(), gone: z.literal('1').optional() })
      .catch({})
      .parse(request.query);
    const token = formToken(request, reply, base);
    const frame = demo.frameOf(request);
    const locale = localeOf(frame);
    const page = await renderChannel({
      world,
      frame,
      ...place,
      token,
      closedModals,
      command,
      locale,
      gone: gone === '1',
    });
    return demo.send(reply, 200, page);
  });
  app.post('/demo/channels/:channelId/:action', FORM, async (request, reply) => {
    const { texts, lang } = demo.frameOf(request);
    const form = formOf(request);
    const params = ChannelParams.safeParse(request.params);
    // Back to the channel the form was on.
    const back = params.success ? `${base}/channels/${params.data.channelId}` : base;
    if (!tokenMatches(request, form))
      return demo.refuse(request, reply, { status: 403, message: texts.refusals.formExpired }, back);
    const place = channelOf(demo, request, reply);
    if (!('channel' in place)) return place;
    const action = CHANNEL_ACTIONS.get(params.data?.action ?? '');
    if (!action) return demo.refuse(request, reply, { status: 404, message: texts.refusals.badForm }, back);
    const locale = localeOf({ lang });
    const { files, cut } = request.body instanceof FilesForm ? request.body : { files: [], cut: false };
    const userId = place.member.userId;
    const where = { guildId: place.guild.id, channelId: place.channel.id };
    const refused = action({ world, ...place, where, userId, form, files, cut, texts, locale, closedModals });
    if (!refused) return reply.redirect(back, 303);
    // A refused message: its composer again, holding what was typed.
    const again = refused.draft ? (
      <Composer
        texts={texts}
        token={formToken(request, reply, base)}
        channelPath={back}
        channelName={place.channel.name}
        mayAttach={mayAttach(place.guild, place.channel, userId)}
        draft={refused.draft}
      />
    ) : null;
    return demo.refuse(request, reply, refused, back, again);
  });
}

/**
 * A body too large to read: a file form (upload.ts) is refused as a file too large, any other form as a
 * form too large; neither keeps the text, which was never read.
 */
function refuseTooLarge(demo: Site, scope: FastifyInstance): void {
  scope.setErrorHandler((error, request, reply) => {
    if (!(error instanceof BodyTooLarge) && !isBodyTooLarge(error)) throw error;
    const { refusals } = demo.frameOf(request).texts;
    const params = ChannelParams.safeParse(request.params);
    const back = params.success ? `${demo.base}/channels/${params.data.channelId}` : demo.base;
    const message =
      error instanceof BodyTooLarge
        ? refusals.fileTooLarge(UPLOAD_MEGABYTES)
        : refusals.formTooLarge(request.routeOptions.bodyLimit / 1024);
    return demo.refuse(request, reply, { status: 413, message }, back);
  });
}

export function registerDemo(app: FastifyInstance, options: StandInOptions): void {
  // A scope of its own: the multipart forms and their refusal belong to the page, not to the act API or REST.
  void app.register(async (scope) => {
    const demo = site(scope, options);
    limitBodies(scope, BODY_LIMITS.form);
    readFilesForms(scope);
    refuseTooLarge(demo, scope);
    scope.get(`/demo/${DEMO_CSS_FILE}`, async (_request, reply) =>
      reply.type('text/css; charset=utf-8').header('cache-control', DEMO_CSS_CACHE).send(DEMO_CSS),
    );
    choiceRoutes(scope, demo);
    channelRoutes(scope, demo);
    directRoutes(scope, demo);
  });
}
