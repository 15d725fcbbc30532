// Preloaded into a process under test (startMeasuredProcess): on 'measure' from the parent, full garbage
// collections, then the process's memory as it stands. After one collection V8 still holds the pages the
// young generation grew into; after a few in a row it gives them back, so resident memory is steady.
// The channel does not keep the process alive.
declare const gc: () => void;

process.on('message', (message) => {
  if (message !== 'measure') return;
  for (let i = 0; i < 3; i++) gc();
  process.send?.(process.memoryUsage());
});
process.channel?.unref();
