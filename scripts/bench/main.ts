// Entry of `npm run bench`: production React (chosen by NODE_ENV on first import) before anything loads.
process.env.NODE_ENV = 'production';
await import('./run.js');
