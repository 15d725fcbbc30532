// Preloaded into a process under test (startMeasuredProcess): on 'measure' from the parent, the garbage is
// collected until the process gives back what it freed, then its memory is read as it stands. Node 20's V8
// returns the emptied pages after a few full collections in a row; Node 24's keeps them in a pool, still
// resident, until a last-resort collection (an option Node 20 ignores), so both are asked for.
// The channel does not keep the process alive.
declare const gc: (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

process.on('message', (message) => {
  if (message !== 'measure') return;
  for (let i = 0; i < 3; i++) gc();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  process.send?.(process.memoryUsage());
});
process.channel?.unref();
