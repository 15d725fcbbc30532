// A visitor of the Demo-Discord page without JavaScript: a browser that keeps its cookies and sends the
// page's forms with their token, and one that plays a member chosen on the member page.
import type { FastifyInstance } from 'fastify';
import { CookieJar } from './http-client.js';

/** A browser without JavaScript: keeps the cookies it is given and sends forms with the page's token. */
export function visitor(app: FastifyInstance) {
  const jar = new CookieJar();
  const cookie = (name: string) => new Map(jar.entries()).get(name);
  return {
    jar,
    cookie,
    async get(url: string) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: jar.header() } });
      jar.store(res.headers['set-cookie']);
      return res;
    },
    async post(url: string, fields: Record<string, string | string[]>, token = cookie('demo_form') ?? '') {
      const form = new URLSearchParams({ _token: token });
      for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) form.append(name, one);
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      jar.store(res.headers['set-cookie']);
      return res;
    },
    /** A multipart form, as a browser sends one with a file input (empty: a part without name or bytes). */
    async postFiles(
      url: string,
      fields: Record<string, string>,
      file: { name: string; data: Buffer } | null,
      token = cookie('demo_form') ?? '',
      headers: Record<string, string> = {},
    ) {
      const form = new FormData();
      form.append('_token', token);
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new Blob(file ? [new Uint8Array(file.data)] : []), file?.name ?? '');
      const request = new Request('http://demo.test/', { method: 'POST', body: form });
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { cookie: jar.header(), 'content-type': request.headers.get('content-type')!, ...headers },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      jar.store(res.headers['set-cookie']);
      return res;
    },
  };
}

/** A visitor playing `userId`, chosen on the member page. */
export async function playing(app: FastifyInstance, userId: string) {
  const browser = visitor(app);
  await browser.get('/demo');
  const chosen = await browser.post('/demo/member', { member: userId });
  if (chosen.statusCode !== 303) throw new Error(`choosing ${userId}: ${chosen.statusCode}`);
  return browser;
}
