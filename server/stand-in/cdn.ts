// The stand-in's CDN: generated SVG pictures for avatars, guild icons, emoji and image attachments, and
// other attachments as plain-text downloads (never rendered on this origin).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { badgeSvg, defaultAvatarSvg, emojiSvg, picturePng, pictureSvg } from './images.js';
import type { World } from './model.js';

const UserParams = z.object({ userId: z.string() });
const GuildParams = z.object({ guildId: z.string() });
const FileParams = z.object({ file: z.string() });
const PathParams = z.object({ '*': z.string() });
const AttachmentQuery = z.object({ ex: z.string().max(16).optional() }).catch({});

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
    const name = decodeURIComponent(PathParams.parse(request.params)['*'].split('/').pop() ?? 'file');
    // Discord's attachment links are signed and expire: ?ex= is the end, seconds since 1970 in hex.
    const expires = Number.parseInt(AttachmentQuery.parse(request.query).ex ?? '', 16);
    if (Number.isFinite(expires) && expires * 1000 < Date.now() + world.settings.cdnClockAheadMs)
      return reply.code(404).type('text/plain').send('This content is no longer available.');
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
