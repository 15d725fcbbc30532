// docs/nginx.conf, run for real in front of a dashboard process: TLS at the proxy, http → https,
// sign-in through the proxy, and a form post whose origin check passes behind it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { Agent } from 'undici';
import { projectRoot } from '../../server/platform/paths.js';
import { freePort } from '../helpers/browser.js';
import { textOf } from '../helpers/app.js';
import { fetchRaw, signInOverHttp } from '../helpers/http-client.js';
import { DASHBOARD_MAIN, startProcess } from '../helpers/processes.js';
import { until } from '../helpers/work.js';
import { DEMO_IDS } from '../../server/stand-in/world.js';

const NGINX = '/usr/sbin/nginx';

/** The documented config with only its CHANGE lines (and the listen ports) pointed at this test. */
function adapt(config: string, ports: { http: number; https: number; dashboard: number }, dir: string): string {
  return config
    .replace(/server 127\.0\.0\.1:3000;.*\n/, `server 127.0.0.1:${ports.dashboard};\n`)
    .replace(/\s*server 127\.0\.0\.1:3002;.*\n/, '\n')
    .replaceAll(/server_name dash\.example\.com;/g, 'server_name localhost;')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl;', `listen 127.0.0.1:${ports.https} ssl;`)
    .replace('/etc/ssl/guildhall/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/ssl/guildhall/privkey.pem', join(dir, 'key.pem'));
}

t.test(
  'the documented nginx config in front of the dashboard',
  {
    skip: existsSync(NGINX) ? false : `nginx is not installed at ${NGINX} (.ci/run installs nginx-light)`,
    timeout: 60_000,
  },
  async (t) => {
    const dir = mkdtempSync(join(tmpdir(), 'guildhall-nginx-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      {
        stdio: 'ignore',
      },
    );
    const ports = { http: await freePort(), https: await freePort(), dashboard: await freePort() };
    const publicUrl = `https://localhost:${ports.https}`;

    const dashboard = startProcess(
      DASHBOARD_MAIN,
      {
        PORT: String(ports.dashboard),
        BOT_API_PORT: String(await freePort()),
        PUBLIC_URL: publicUrl,
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
      },
      t,
    );
    await dashboard.started('Guildhall is running at');

    const site = adapt(readFileSync(join(projectRoot, 'docs', 'nginx.conf'), 'utf8'), ports, dir);
    const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
    writeFileSync(
      join(dir, 'nginx.conf'),
      `daemon off; pid ${join(dir, 'nginx.pid')}; error_log ${join(dir, 'error.log')} warn;
events {}
http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}
${site}
}
`,
    );
    const proxy = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    t.teardown(() => proxy.kill('SIGTERM'));
    const insecure = new Agent({ connect: { rejectUnauthorized: false } });
    t.teardown(() => insecure.close());
    await until(() => existsSync(join(dir, 'nginx.pid')));

    const plain = await fetchRaw(`http://127.0.0.1:${ports.http}/login`, { headers: { host: 'localhost' } });
    t.equal(plain.status, 301, 'plain http is redirected');
    t.equal(plain.location, 'https://localhost/login');

    const login = await fetchRaw(`${publicUrl}/login`, { dispatcher: insecure });
    t.equal(login.status, 200);
    t.match(
      String(login.headers['strict-transport-security']),
      /max-age=31536000; includeSubDomains/,
      'HSTS, since PUBLIC_URL is https',
    );
    t.match(textOf(login.body.toString()), 'Sign in with Discord');

    const jar = await signInOverHttp(publicUrl, DEMO_IDS.owner, undefined, insecure);
    t.ok(jar.has('__Host-sid'), 'signed in through the proxy with the __Host- cookie');
    const picker = await fetchRaw(`${publicUrl}/guilds`, { jar, dispatcher: insecure });
    t.match(textOf(picker.body.toString()), 'Demo Guild');
    const theme = await fetchRaw(`${publicUrl}/theme`, {
      method: 'POST',
      jar,
      dispatcher: insecure,
      headers: { origin: publicUrl },
      form: { theme: 'dark', back: '/guilds' },
    });
    t.equal(theme.status, 303, 'a form post passes the origin check behind the proxy');
    const spoofed = await fetchRaw(`${publicUrl}/theme`, {
      method: 'POST',
      jar,
      dispatcher: insecure,
      headers: { origin: 'https://evil.test' },
      form: { theme: 'dark', back: '/guilds' },
    });
    t.equal(spoofed.status, 403, 'and a foreign origin is still refused');
  },
);
