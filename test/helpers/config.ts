// A valid configuration for tests, built through the real loader.
import { loadConfig, type Config } from '../../server/platform/config.js';

export const TEST_PUBLIC_URL = 'https://dash.example.test';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    PUBLIC_URL: TEST_PUBLIC_URL,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    ...env,
  });
}
