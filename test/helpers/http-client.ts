// A tiny HTTP client for tests that talk to real listening processes (budgets, scale-out): it keeps
// cookies like a browser would and signs in through the stand-in Discord's consent form.
import { request, type Dispatcher } from 'undici';

export interface HttpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  location: string | null;
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string | string[] | undefined): void {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  entries(): [string, string][] {
    return [...this.cookies];
  }
}

export interface FetchOptions {
  method?: 'GET' | 'POST';
  jar?: CookieJar;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  /** e.g. an Agent that accepts the test's self-signed certificate. */
  dispatcher?: Dispatcher;
}

/** One request, no redirects followed, the body exactly as it came over the wire. */
export async function fetchRaw(
  url: string,
  { method = 'GET', jar, headers = {}, form, dispatcher }: FetchOptions = {},
): Promise<HttpResponse> {
  const res = await request(url, {
    method,
    ...(dispatcher ? { dispatcher } : {}),
    headers: {
      ...(jar ? { cookie: jar.header() } : {}),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...headers,
    },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  const body = Buffer.from(await res.body.arrayBuffer());
  jar?.store(res.headers['set-cookie']);
  const location = res.headers.location;
  return {
    status: res.statusCode,
    headers: res.headers,
    body,
    location: typeof location === 'string' ? location : null,
  };
}

/**
 * Signs in through the whole OAuth flow against a stand-in Discord: the dashboard's redirect, the
 * consent form, the callback. `base` is where the dashboard process listens (it may differ from its
 * PUBLIC_URL behind a load balancer); the callback is sent there.
 */
export async function signInOverHttp(
  base: string,
  userId: string,
  jar = new CookieJar(),
  dispatcher?: Dispatcher,
): Promise<CookieJar> {
  const via = dispatcher ? { dispatcher } : {};
  const start = await fetchRaw(`${base}/auth/discord`, { jar, ...via });
  if (start.status !== 302 || !start.location) throw new Error(`sign-in did not start: ${start.status}`);
  const authorize = new URL(start.location);
  const consent = await fetchRaw(`${authorize.origin}${authorize.pathname}`, {
    method: 'POST',
    ...via,
    headers: { origin: authorize.origin },
    form: { ...Object.fromEntries(authorize.searchParams), user: userId },
  });
  if (!consent.location) throw new Error(`consent failed: ${consent.status}`);
  const back = new URL(consent.location);
  const callback = await fetchRaw(`${base}${back.pathname}${back.search}`, { jar, ...via });
  if (callback.location !== '/guilds') throw new Error(`sign-in failed: ${callback.status} ${callback.location}`);
  return jar;
}

/**
 * Signed in, as a browser that has been here before: it holds the stylesheet cookie, so pages link the
 * cached stylesheet instead of carrying it inline (what nearly every request of a real user looks like).
 */
export async function signInAsReturningVisitor(base: string, userId: string): Promise<CookieJar> {
  const jar = await signInOverHttp(base, userId);
  await fetchRaw(`${base}/tos`, { jar });
  return jar;
}
