import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { ConfigError } from '../../server/platform/config.js';
import { projectRoot } from '../../server/platform/paths.js';
import { loadConfig } from '../../server/system.js';

t.test('defaults: listens on 127.0.0.1:3000 and derives the public URL from them', async (t) => {
  const config = loadConfig({}).dashboard;
  t.equal(config.host, '127.0.0.1');
  t.equal(config.port, 3000);
  t.equal(config.publicUrl, 'http://127.0.0.1:3000');
  t.equal(config.secure, false);
  t.equal(config.logLevel, 'info');
  t.same(config.trustProxy, []);
  t.equal(
    config.appVersion,
    JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).version,
    'the version package.json states',
  );
  t.equal(config.sessionSecretConfigured, false);
  t.ok(config.sessionSecrets[0]!.length >= 32, 'a random secret is generated when none is configured');
});

t.test('PORT, HOST and PUBLIC_URL are honoured; a wildcard host is shown as localhost', async (t) => {
  t.equal(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }).dashboard.publicUrl, 'http://localhost:8080');
  const config = loadConfig({ PUBLIC_URL: 'https://dash.example.com', PORT: '' }).dashboard;
  t.equal(config.publicUrl, 'https://dash.example.com');
  t.equal(config.secure, true);
  t.equal(config.port, 3000, 'an empty variable counts as unset');
});

t.test('TRUST_PROXY takes exact addresses and CIDR ranges', async (t) => {
  t.same(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,::1' }).dashboard.trustProxy, [
    '10.0.0.5',
    '192.168.1.0/24',
    '::1',
  ]);
});

t.test('bad input lists every problem in one readable error', async (t) => {
  const error = t.throws(() =>
    loadConfig({
      PORT: 'eighty',
      PUBLIC_URL: 'https://dash.example.com/app',
      LOG_LEVEL: 'loud',
      TRUST_PROXY: 'true',
      SESSION_SECRET: 'short',
    }),
  ) as ConfigError;
  t.type(error, ConfigError);
  t.equal(error.problems.length, 5);
  t.match(error.message, /^Invalid configuration:\n/);
  for (const name of ['PORT', 'PUBLIC_URL', 'LOG_LEVEL', 'TRUST_PROXY', 'SESSION_SECRET']) {
    t.match(error.message, new RegExp(`  - ${name}: `), `${name} is named`);
  }
  t.match(error.message, /must be an origin like https:\/\/dash\.example\.com/);
  t.match(error.message, /"true" is not an IP address or CIDR range/);
  t.match(error.message, /at least 32 characters/);
});

t.test('PUBLIC_URL must be http(s)', async (t) => {
  t.throws(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' }), ConfigError);
  t.throws(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' }), ConfigError);
});

t.test('demo mode beyond loopback: any HOST but localhost, 127.0.0.0/8 and ::1 is exposed', async (t) => {
  for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', 'LOCALHOST', '::1', '::ffff:127.0.0.1'])
    t.equal(loadConfig({ HOST: host }).dashboard.demoExposed, false, host);
  for (const host of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'example.org', '127.0.0.1.example.org'])
    t.equal(loadConfig({ HOST: host }).dashboard.demoExposed, true, host);
  const app = {
    DISCORD_CLIENT_ID: '123456789012345678',
    DISCORD_CLIENT_SECRET: 'x'.repeat(32),
    DISCORD_BOT_TOKEN: 'x'.repeat(40),
  };
  t.equal(loadConfig({ ...app, HOST: '0.0.0.0' }).dashboard.demoExposed, false, 'not in demo mode');
});
