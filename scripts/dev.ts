// npm run dev: recompile the server (tsc --watch), rebuild the client on change, and restart the
// server process when its compiled output changes.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pretty from 'pino-pretty';
import { projectRoot } from '../server/platform/paths.js';
import { watchClient } from './build-client.js';

const tsc = spawn(
  join(projectRoot, 'node_modules', '.bin', 'tsc'),
  ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'],
  {
    cwd: projectRoot,
    stdio: 'inherit',
  },
);
await watchClient();
const server = spawn(
  process.execPath,
  ['--watch-path=build/server', '--watch-path=build/views', '--watch-path=static/build', 'build/server/main.js'],
  {
    cwd: projectRoot,
    // The server writes JSON lines (as in production); here they are made readable. pino-pretty is a
    // development dependency and never runs in the server process itself.
    stdio: ['inherit', 'pipe', 'inherit'],
    // React's development build: clearer errors and hydration warnings while working on views.
    env: { NODE_ENV: 'development', ...process.env },
  },
);
server.stdout.pipe(pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }));
const stop = () => {
  tsc.kill();
  server.kill();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
