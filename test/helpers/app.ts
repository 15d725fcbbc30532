// buildTestApp(t): the real app with test configuration, a silent (or captured) logger and the client
// build's manifest; closed when the test ends.
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Test } from 'tap';
import { buildApp, type AppDeps } from '../../server/dashboard/app.js';
import type { DashboardConfig as Config } from '../../server/dashboard/config.js';
import { createLogger } from '../../server/platform/logger.js';
import type { SessionRecord } from '../../server/dashboard/session/record.js';
import { createSessions } from '../../server/dashboard/session/sessions.js';
import { memorySessionStore, type SessionStore } from '../../server/dashboard/session/store.js';
import { testConfig, TEST_PUBLIC_URL } from './config.js';
import { FIXTURE_USER } from './fixtures.js';

export interface TestApp {
  app: FastifyInstance;
  /** Every log line written during the test, when `captureLogs` was set. */
  logs: string[];
  store: SessionStore;
  config: Config;
  /** A signed-in session for the user; returns the cookies to send and the stored record. */
  signIn(overrides?: Partial<SessionRecord>): Promise<SignedIn>;
}

export interface SignedIn {
  cookies: Record<string, string>;
  record: SessionRecord;
  key: string;
}

/** A session as the OAuth callback would create it, for tests that start signed in. */
export async function createTestSession(
  app: FastifyInstance,
  config: Config,
  store: SessionStore,
  overrides: Partial<SessionRecord> = {},
  now = () => new Date(),
): Promise<SignedIn> {
  const sessions = createSessions(config, store, now);
  let cookie = '';
  const reply = { setCookie: (_name: string, value: string) => (cookie = value) } as never;
  const { key, record } = await sessions.create(reply, {
    userId: FIXTURE_USER.id,
    username: FIXTURE_USER.username,
    globalName: null,
    discriminator: FIXTURE_USER.discriminator,
    avatarUrl: FIXTURE_USER.avatarUrl,
    discord: {
      accessToken: 'SENTINEL_ACCESS_TOKEN',
      refreshToken: 'SENTINEL_REFRESH_TOKEN',
      expiresAt: Date.now() + 3_600_000,
    },
    adminSessions: {},
    ...overrides,
  });
  const merged = { ...record, ...overrides };
  if (Object.keys(overrides).length) await store.set(key, merged, 3600);
  return { cookies: { [sessions.cookieName]: app.signCookie(cookie) }, record: merged, key };
}

export async function buildTestApp(t: Test, deps: Partial<AppDeps> & { captureLogs?: boolean } = {}): Promise<TestApp> {
  const logs: string[] = [];
  const { captureLogs, ...rest } = deps;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = rest.config ?? testConfig(captureLogs ? { LOG_LEVEL: 'trace' } : {});
  const store = rest.sessionStore ?? memorySessionStore();
  const app = await buildApp({
    ...rest,
    config,
    sessionStore: store,
    logger: rest.logger ?? createLogger(config.logLevel, sink),
  });
  t.teardown(() => app.close());
  return {
    app,
    logs,
    store,
    config,
    signIn: (overrides) => createTestSession(app, config, store, overrides, rest.now),
  };
}

/** Headers of a same-origin form post from our own pages. */
export const SAME_ORIGIN = { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' } as const;

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A form post from our own pages as the signed-in browser sends it, with the session's CSRF token. */
export function postForm(
  app: FastifyInstance,
  session: SignedIn,
  url: string,
  fields: Record<string, string> | [string, string][],
): Promise<LightMyRequestResponse> {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  return app.inject({
    method: 'POST',
    url,
    cookies: session.cookies,
    headers: { ...FORM, ...SAME_ORIGIN },
    payload: new URLSearchParams([...entries, ['_csrf', session.record.csrfToken]]).toString(),
  });
}

/** Text of an HTML fragment with tags removed and entities decoded, for exact-text assertions. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every attribute of every tag in React's output. React escapes `"` inside values, so a quote always
 * ends a value, and an attribute name is what stands before `=` outside quotes.
 */
export function attributesOf(html: string): { tag: string; name: string; value: string }[] {
  const found: { tag: string; name: string; value: string }[] = [];
  for (const [, tag, attributes] of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>"'/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    for (const [, name, value] of attributes!.matchAll(/\s+([^\s=>"'/]+)(?:="([^"]*)")?/g))
      found.push({ tag: tag!, name: name!, value: (value ?? '').replace(/&amp;/g, '&') });
  }
  return found;
}

/** An element of React's output: its tag, its attributes (values unescaped), its text (as textOf reads it) and its markup inside. */
export interface Element {
  tag: string;
  attributes: Record<string, string>;
  text: string;
  html: string;
}

const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Every element of React's output, in document order. Script and style contents are text, never markup. */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const open: { element: Element; from: number }[] = [];
  const tokens =
    /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>"'/]+(?:="[^"]*")?)*)\s*(\/?)>/gi;
  for (let token = tokens.exec(html); token; token = tokens.exec(html)) {
    const [whole, closing, tag, attributeText, selfClosing] = token;
    if (closing) {
      const index = open.map((entry) => entry.element.tag).lastIndexOf(closing);
      if (index === -1) continue;
      for (const { element, from } of open.splice(index)) inside(element, html.slice(from, token.index));
      continue;
    }
    if (!tag) continue;
    const attributes: Record<string, string> = {};
    for (const [, name, value] of attributeText!.matchAll(/\s+([^\s=>"'/]+)(?:="([^"]*)")?/g))
      attributes[name!] = unescapeAttribute(value ?? '');
    const element = { tag, attributes, text: '', html: '' };
    found.push(element);
    if (selfClosing || VOID_TAGS.has(tag)) continue;
    const from = token.index + whole.length;
    if (tag === 'script' || tag === 'style') {
      const end = html.indexOf(`</${tag}>`, from);
      element.text = element.html = html.slice(from, end === -1 ? html.length : end);
      tokens.lastIndex = end === -1 ? html.length : end + tag.length + 3;
      continue;
    }
    open.push({ element, from });
  }
  for (const { element, from } of open) inside(element, html.slice(from));
  return found;
}

function inside(element: Element, markup: string): void {
  element.html = markup;
  element.text = textOf(markup);
}

/**
 * The elements of a tag whose attributes are as given: `class` names classes the element has (among
 * others), every other attribute its exact value. What a page offers, not how its markup is spelled.
 */
export function elements(html: string, tag: string, attributes: Record<string, string> = {}): Element[] {
  return elementsOf(html).filter(
    (element) =>
      element.tag === tag &&
      Object.entries(attributes).every(([name, value]) =>
        name === 'class'
          ? value.split(' ').every((wanted) => (element.attributes.class ?? '').split(/\s+/).includes(wanted))
          : element.attributes[name] === value,
      ),
  );
}

/** What a page's alert (the element with role="alert") says: its heading, its message, and the link it offers. */
export function alertOf(
  html: string,
): { title?: string; message?: string; link?: { text: string; href: string } } | null {
  const alert = elementsOf(html).find((element) => element.attributes.role === 'alert');
  if (!alert) return null;
  const inside = elementsOf(alert.html);
  const title = inside.find((element) => /^h[1-6]$/.test(element.tag));
  const link = inside.find((element) => element.tag === 'a');
  // The message is a paragraph of the alert, or the alert itself (a paragraph with the role).
  const message = inside.find((element) => element.tag === 'p')?.text ?? (title || link ? undefined : alert.text);
  return {
    ...(title ? { title: title.text } : {}),
    ...(message ? { message } : {}),
    ...(link ? { link: { text: link.text, href: link.attributes.href ?? '' } } : {}),
  };
}

/** Whether the markup has an element of the tag with these attributes (as `elements` matches them) and, if given, this text. */
export function hasElement(html: string, tag: string, attributes: Record<string, string> = {}, text?: string): boolean {
  return elements(html, tag, attributes).some((element) => text === undefined || element.text === text);
}

/** The error a form shows for a field: the text its aria-describedby points to, when the field is marked invalid. */
export function fieldErrorOf(html: string, name: string): string | undefined {
  const all = elementsOf(html);
  const id = all.find((element) => element.attributes.name === name && element.attributes['aria-invalid'] === 'true')
    ?.attributes['aria-describedby'];
  return id === undefined ? undefined : all.find((element) => element.attributes.id === id)?.text;
}
