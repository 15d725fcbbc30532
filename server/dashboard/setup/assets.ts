// Serves the client build. File names carry content hashes, so they are cached for a year and never
// revalidated; each has .br and .gz twins made at build time. No directory listing, no dotfiles.
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Manifest } from '../render/manifest.js';

export async function setupAssets(app: FastifyInstance, assetsDir: string, manifest: Manifest): Promise<void> {
  await app.register(fastifyStatic, {
    root: assetsDir,
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    cacheControl: true,
    dotfiles: 'deny',
    list: false,
    redirect: false,
    index: false,
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.endsWith('manifest.json'),
  });
  // Browsers ask for /favicon.ico on their own; point them at the hashed icon instead of the catch-all redirect.
  app.get('/favicon.ico', (_request, reply) => reply.redirect(manifest.icon, 301));
}
