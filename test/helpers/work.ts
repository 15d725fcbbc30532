// How tests wait and what they measure, without reading a clock: a wait ends on the event it waits for
// (a line printed, a response, a counter reached), and a cost is counted as work (CPU time the kernel
// charged a process, or steps a parser reports), which a busy machine delays but hardly changes.
// A deadline is only a safety net against a hang: it fails the wait, it is never what a test asserts.
import type { EventEmitter } from 'node:events';
import { cpuSeconds } from '../../scripts/bench/lib.js';

/** How often a condition without an event source is looked at again. */
const POLL_MS = 50;
/** A wait that sees no progress this long has hung. */
const DEADLINE_MS = 10_000;

export interface UntilOptions {
  /** Sources whose events may change the condition: it is checked again on each one, instead of polled. */
  on?: ReadonlyArray<readonly [source: EventEmitter, event: string]>;
  /** The safety net: after this long the wait fails, saying what it waited for. */
  deadlineMs?: number;
  /** What the wait is for, in the failure's message. */
  what?: string;
}

/** Resolves once the condition holds: checked at once, then on each event of `on` (or polled without any). */
export function until(
  condition: () => boolean | Promise<boolean>,
  { on = [], deadlineMs = DEADLINE_MS, what = 'a condition' }: UntilOptions = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let checking = false;
    let again = false;
    let done = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(deadline);
      clearInterval(poll);
      for (const [source, event] of on) source.off(event, check);
      if (error) reject(error);
      else resolve();
    };
    // One check at a time; an event during a (network) check asks for one more after it.
    async function check(): Promise<void> {
      if (checking) {
        again = true;
        return;
      }
      checking = true;
      try {
        do {
          again = false;
          if (await condition()) return finish();
        } while (again && !done);
      } catch (error) {
        finish(error as Error);
      } finally {
        checking = false;
      }
    }
    // Listening starts before the first check, so an event during it is not missed.
    for (const [source, event] of on) source.on(event, check);
    const deadline = setTimeout(
      () => finish(new Error(`gave up waiting for ${what} after ${deadlineMs} ms`)),
      deadlineMs,
    );
    const poll = on.length === 0 ? setInterval(() => void check(), POLL_MS) : undefined;
    void check();
  });
}

/** CPU time (user and system, all threads) the kernel has charged a process so far, in milliseconds. */
export function cpuTimeOf(pid: number): number {
  return cpuSeconds(pid) * 1000;
}

/** The CPU time a process spends while `work` runs, in milliseconds, with what the work returned. */
export async function cpuTimeSpent<T>(pid: number, work: () => Promise<T>): Promise<{ cpuMs: number; result: T }> {
  const before = cpuTimeOf(pid);
  const result = await work();
  return { cpuMs: cpuTimeOf(pid) - before, result };
}
