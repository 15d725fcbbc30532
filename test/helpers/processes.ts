// Our own entry points as child processes, the way an operator runs them: a clean environment (only
// PATH and what the test passes), captured output, the exit code.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Test } from 'tap';
import { projectRoot } from '../../server/paths.js';

export const DASHBOARD_MAIN = join(projectRoot, 'build', 'server', 'main.js');
export const BOT_API_MAIN = join(projectRoot, 'build', 'server', 'bot-api', 'main.js');

export interface RunningProcess {
  child: ChildProcess;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output(): { stdout: string; stderr: string };
  /** Resolves once stdout contains the text (e.g. the "is running at" line). */
  started(text: string, ms?: number): Promise<void>;
}

/** Polls the predicate (which may ask over the network) until it holds; throws after `ms`. */
export async function waitFor(predicate: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a script with node; with `t`, the process is killed at the end of the test if still running. */
export function startProcess(script: string, env: Record<string, string>, t?: Test, nodeArgs: string[] = []): RunningProcess {
  const child = spawn(process.execPath, [...nodeArgs, script], { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  t?.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const output = () => ({ stdout, stderr });
  return {
    child,
    exited,
    output,
    started: (text, ms = 20_000) =>
      Promise.race([
        waitFor(() => stdout.includes(text), ms),
        exited.then(([code]) => {
          throw new Error(`exited with ${code} before starting: ${stderr}`);
        }),
      ]),
  };
}
