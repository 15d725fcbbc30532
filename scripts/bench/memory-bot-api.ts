// "The bot API answering from memory": a caching front for the real bot API. Every GET is forwarded
// once (so authorization and data are real) and then answered from memory, so the dashboard's own cost
// is what the throughput figures measure.
import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'undici';

const FORWARDED = ['authorization', 'x-admin-session', 'content-type', 'accept'] as const;

export async function startMemoryBotApi(upstream: string): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify();
  const cache = new Map<string, { status: number; type: string; body: Buffer }>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.all('/*', async (req, reply) => {
    const key = `${req.method} ${req.url}`;
    const hit = req.method === 'GET' ? cache.get(key) : undefined;
    if (hit) return reply.code(hit.status).type(hit.type).send(hit.body);
    const headers = Object.fromEntries(
      FORWARDED.filter((name) => req.headers[name] !== undefined).map((name) => [name, String(req.headers[name])]),
    );
    const res = await request(`${upstream}${req.url}`, {
      method: req.method as 'GET',
      headers,
      ...(Buffer.isBuffer(req.body) ? { body: req.body } : {}),
    });
    const body = Buffer.from(await res.body.arrayBuffer());
    const type = String(res.headers['content-type'] ?? 'application/json');
    if (req.method === 'GET' && res.statusCode === 200) cache.set(key, { status: 200, type, body });
    return reply.code(res.statusCode).type(type).send(body);
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url, app };
}
