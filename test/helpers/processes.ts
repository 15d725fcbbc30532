// Our own entry points as child processes, the way an operator runs them: a clean environment (only
// PATH and what the test passes), captured output, the exit code.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Test } from 'tap';
import { projectRoot } from '../../server/platform/paths.js';
import { until } from './work.js';

/** The process entry, as `npm start` runs it: the whole product. */
export const DASHBOARD_MAIN = join(projectRoot, 'build', 'server', 'main.js');
/** The same entry with the role that runs the bot API alone (`npm run bot-api`). */
export const BOT_API_MAIN = [DASHBOARD_MAIN, 'bot-api'] as const;
/** The same entry with the role that runs the bot alone (`npm run bot`). */
export const BOT_MAIN = [DASHBOARD_MAIN, 'bot'] as const;

/** The V8 flags `npm start` runs the dashboard with: those of package.json's serve script. */
export const SERVE_NODE_FLAGS: string[] = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts.serve as string
)
  .split(' ')
  .filter((word) => word.startsWith('--'));

export interface RunningProcess {
  child: ChildProcess;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output(): { stdout: string; stderr: string };
  /** Resolves once stdout contains the text (e.g. the "is running at" line); fails if the process exits first or hangs. */
  started(text: string, deadlineMs?: number): Promise<void>;
  /** Resolves once the text (a log line) is printed, on stdout or stderr, from this call on. */
  printed(text: string): Promise<void>;
}

/** Starts a script (with its arguments) with node; with `t`, the process is killed at the end of the test if still running. */
export function startProcess(
  entry: string | readonly string[],
  env: Record<string, string>,
  t?: Test,
  nodeArgs: string[] = [],
  ipc = false,
): RunningProcess {
  const [script, ...args] = typeof entry === 'string' ? [entry] : entry;
  const child = spawn(process.execPath, [...nodeArgs, script!, ...args], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc' as const] : [])],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  t?.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const output = () => ({ stdout, stderr });
  const arrives = (text: string, streams: (() => string)[], deadlineMs = 90_000) =>
    until(() => streams.some((stream) => stream().includes(text)), {
      on: [
        [child.stdout!, 'data'],
        [child.stderr!, 'data'],
      ],
      deadlineMs,
      what: JSON.stringify(text),
    });
  return {
    child,
    exited,
    output,
    started: (text, deadlineMs) =>
      Promise.race([
        arrives(text, [() => stdout], deadlineMs),
        exited.then(([code]) => {
          throw new Error(`exited with ${code} before starting: ${stderr}`);
        }),
      ]),
    printed: (text) => {
      const [outFrom, errFrom] = [stdout.length, stderr.length];
      return arrives(text, [() => stdout.slice(outFrom), () => stderr.slice(errFrom)]);
    },
  };
}

/** What a process holds once garbage is collected, as the kernel and V8 count it. */
export type RetainedMemory = NodeJS.MemoryUsage;

export interface MeasuredProcess extends RunningProcess {
  /** Collects the process's garbage, then reads its memory: what it keeps, not what it has yet to free. */
  retained(): Promise<RetainedMemory>;
}

/** Starts a script with the memory probe (test/helpers/memory-probe.ts) preloaded and an IPC channel to ask it. */
export function startMeasuredProcess(
  entry: string | readonly string[],
  env: Record<string, string>,
  t: Test,
  nodeArgs: string[] = [],
): MeasuredProcess {
  const probe = join(projectRoot, 'build', 'test', 'helpers', 'memory-probe.js');
  const run = startProcess(entry, env, t, ['--expose-gc', `--import=${probe}`, ...nodeArgs], true);
  return {
    ...run,
    retained: async () => {
      const answer = once(run.child, 'message') as Promise<[RetainedMemory]>;
      run.child.send('measure');
      return (await answer)[0];
    },
  };
}
