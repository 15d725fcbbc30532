// Process entry of the bot API alone (`npm run bot-api`); production React for the stand-in's pages
// unless NODE_ENV says otherwise (see server/main.ts).
process.env.NODE_ENV ??= 'production';
await import('./serve.js');
