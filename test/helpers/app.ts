// buildTestApp(t): the real app with test configuration, a silent (or captured) logger and the client
// build's manifest; closed when the test ends.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import { buildApp, type AppDeps } from '../../server/app.js';
import { createLogger } from '../../server/logger.js';
import { testConfig, TEST_PUBLIC_URL } from './config.js';

export interface TestApp {
  app: FastifyInstance;
  /** Every log line written during the test, when `captureLogs` was set. */
  logs: string[];
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
  const app = await buildApp({ ...rest, config, logger: rest.logger ?? createLogger(config.logLevel, sink) });
  t.teardown(() => app.close());
  return { app, logs };
}

/** Headers of a same-origin form post from our own pages. */
export const SAME_ORIGIN = { origin: TEST_PUBLIC_URL, 'sec-fetch-site': 'same-origin' } as const;

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

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
