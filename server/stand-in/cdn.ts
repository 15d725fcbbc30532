// The stand-in's CDN: the files members sent (behind their signed links), generated SVG pictures for
// avatars, guild icons, emoji and the demo's image attachments, and its other attachments as plain-text
// downloads. Nothing it serves renders as a page on this origin (the dashboard's, in demo mode).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { INLINE_IMAGE_TYPES } from '../contract/media.js';
import { NAMED_TYPES } from './files.js';
import { badgeSvg, defaultAvatarSvg, emojiSvg, picturePng, pictureSvg } from './images.js';
import type { StandInAttachment, World } from './model.js';
import { attachmentAt } from './state/attachments.js';

const UserParams = z.object({ userId: z.string() });
const GuildParams = z.object({ guildId: z.string() });
const FileParams = z.object({ file: z.string() });
const PathParams = z.object({ '*': z.string() });
const AttachmentQuery = z
  .object({ ex: z.string().max(16).optional(), is: z.string().max(16).optional(), hm: z.string().max(64).optional() })
  .catch({});
const GONE = 'This content is no longer available.';

/** A member's file as sent: a raster picture shown, anything else a download of what it is (or of bytes). */
function sendFile(reply: FastifyReply, attachment: StandInAttachment) {
  const type = attachment.contentType?.split(';')[0] ?? '';
  const inline = INLINE_IMAGE_TYPES.includes(type);
  return reply
    .type(NAMED_TYPES.has(type) ? attachment.contentType! : 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('content-disposition', inline ? 'inline' : 'attachment')
    .header('cache-control', 'public, max-age=86400')
    .send(attachment.data);
}

export function registerCdn(app: FastifyInstance, world: World): void {
  const svg = (reply: FastifyReply, body: string) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);
  app.get('/cdn/avatars/:userId/:file', async (request, reply) => {
    const { userId } = UserParams.parse(request.params);
    return svg(
      reply,
      badgeSvg(userId, world.users.get(userId)?.globalName ?? world.users.get(userId)?.username ?? '?'),
    );
  });
  app.get('/cdn/embed/avatars/:file', async (request, reply) =>
    svg(reply, defaultAvatarSvg(Number.parseInt(FileParams.parse(request.params).file, 10) || 0)),
  );
  app.get('/cdn/icons/:guildId/:file', async (request, reply) => {
    const { guildId } = GuildParams.parse(request.params);
    return svg(reply, badgeSvg(guildId, world.guilds.get(guildId)?.name ?? '?'));
  });
  app.get('/cdn/emojis/:file', async (request, reply) => svg(reply, emojiSvg(FileParams.parse(request.params).file)));
  app.get('/cdn/attachments/*', async (request, reply) => {
    // The path's parameter comes decoded: a name is taken as it stands (decoding it again breaks on a %).
    const segments = PathParams.parse(request.params)['*'].split('/');
    const name = segments.at(-1) || 'file';
    const query = AttachmentQuery.parse(request.query);
    // Discord's attachment links are signed and expire: ?ex= is the end, seconds since 1970 in hex.
    const expires = Number.parseInt(query.ex ?? '', 16);
    if (Number.isFinite(expires) && expires * 1000 < Date.now() + world.settings.cdnClockAheadMs)
      return reply.code(404).type('text/plain').send(GONE);
    const [channelId = '', id = ''] = segments;
    const sent = segments.length === 3 ? attachmentAt(world, { channelId, id, name }, query) : null;
    if (sent === 'gone') return reply.code(404).type('text/plain').send(GONE);
    if (sent) return sendFile(reply, sent);
    if (/\.png$/i.test(name))
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(picturePng(name));
    if (/\.(jpe?g|gif|webp)$/i.test(name)) return svg(reply, pictureSvg(name));
    // Non-image files are offered as downloads, never rendered on this origin.
    return reply
      .type('text/plain; charset=utf-8')
      .header('content-disposition', 'attachment')
      .send(`Demo-Datei ${name}\n`);
  });
}
