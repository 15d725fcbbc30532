// A valid configuration for tests, built through the real loader.
import type { DashboardConfig } from '../../server/dashboard/config.js';
import { loadConfig } from '../../server/system.js';

export const TEST_PUBLIC_URL = 'https://dash.example.test';

/**
 * The overload guard off, for every app a test runs in its own process: a test process shares its core
 * with other test files and browsers, and one stall past the guard's one-second sample makes it refuse
 * every request for the next second (seen as 503s in the suite). The guard has its own test (F10).
 */
export const WITHOUT_OVERLOAD_GUARD = { MAX_EVENT_LOOP_DELAY_MS: '0' } as const;

/** The dashboard's section, calling a bot API at http://bot-api.test unless `env` says otherwise. */
export function testConfig(env: Record<string, string> = {}): DashboardConfig {
  return loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    BOT_API_URL: 'http://bot-api.test',
    BOT_API_SECRET: 'bot-api-test-secret-bot-api-test-secret-0123',
    ...WITHOUT_OVERLOAD_GUARD,
    ...env,
  }).dashboard;
}
