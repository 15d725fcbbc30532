// A page's render, with its compression right after it, holds the event loop for some milliseconds (up to
// ten and more under load), and several requests are at work at once (setup/admission.ts). Their store
// answers often arrive together, and their renders then ran back to back in one turn of the loop, while
// /livez, the bot's gateway events and its auto responses' sends that arrived meanwhile waited for all of
// them. Here each render waits for a turn of its own: one per turn of the loop, in the order they asked,
// with the loop's input and output handled between two.
import { setImmediate as afterIo } from 'node:timers';

const waiting: (() => void)[] = [];
let running = false;

function renderNext(): void {
  waiting.shift()?.();
  // Scheduled from this turn's check phase: the next render comes after the next poll for I/O.
  if (waiting.length > 0) afterIo(renderNext);
  else running = false;
}

/** Resolves when this render's turn has come: at most one render a turn of the event loop. */
export function renderTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (running) return;
    running = true;
    afterIo(renderNext);
  });
}
