// The played member's direct messages with the bot at /demo/dms, as Discord's client shows them above
// the server: what the bot wrote them (a closed ticket's summary with its transcript file and rating
// buttons among it), its buttons and the modals they open working as in a channel. The member writes
// nothing here: the bot takes no direct messages (it asks for no such intent).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { directChannelOf, directMessagesWith } from '../state/direct-messages.js';
import { DIRECT_ACTIONS } from './actions.js';
import { SHOWN_MESSAGES, shownModal, waitingForBot } from './channel-data.js';
import { ChannelPage, shellOf } from './channel-page.js';
import { formToken, playedMember, tokenMatches } from './cookies.js';
import { FORM, formOf, localeOf, type Site } from './site.js';

/** Demo Guild and the played member; else the answer already sent (nobody played: the member choice). */
function memberOf(demo: Site, request: FastifyRequest, reply: FastifyReply) {
  const guild = demo.guild(request, reply);
  if (!('channels' in guild)) return guild;
  const member = playedMember(demo.world, guild, request);
  return member ? { guild, member } : reply.redirect(demo.base, 303);
}

export function directRoutes(app: FastifyInstance, demo: Site): void {
  const { world, base, closedModals } = demo;
  const path = `${base}/dms`;
  app.get('/demo/dms', async (request, reply) => {
    const played = memberOf(demo, request, reply);
    if (!('member' in played)) return played;
    const { guild } = played;
    const { userId } = played.member;
    const frame = demo.frameOf(request);
    const token = formToken(request, reply, base);
    const shell = shellOf({ world, frame, guild, userId, token, path, locale: localeOf(frame), current: 'dms' });
    const channel = directChannelOf(world, userId);
    const page = (
      <ChannelPage
        shell={shell}
        heading={frame.texts.directMessages}
        empty={frame.texts.noDirectMessages}
        messages={directMessagesWith(world, userId).slice(-SHOWN_MESSAGES)}
        waiting={channel ? waitingForBot(world, channel, userId) : false}
        gone={false}
        modal={channel ? shownModal(world, channel, userId, closedModals) : null}
      />
    );
    return demo.send(reply, 200, page);
  });
  app.post('/demo/dms/:action', FORM, async (request, reply) => {
    const frame = demo.frameOf(request);
    const { texts } = frame;
    const form = formOf(request);
    if (!tokenMatches(request, form))
      return demo.refuse(request, reply, { status: 403, message: texts.refusals.formExpired }, path);
    const played = memberOf(demo, request, reply);
    if (!('member' in played)) return played;
    const { userId } = played.member;
    const channel = directChannelOf(world, userId);
    const action = DIRECT_ACTIONS.get((request.params as { action: string }).action);
    if (!channel || !action) return demo.refuse(request, reply, { status: 404, message: texts.refusals.badForm }, path);
    const where = { channelId: channel.id };
    const refused = action({ world, where, userId, form, texts, locale: localeOf(frame), closedModals });
    return refused ? demo.refuse(request, reply, refused, path) : reply.redirect(path, 303);
  });
}
