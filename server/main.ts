// Process entry of the dashboard (`npm start`). React chooses its production or development server
// build from NODE_ENV when it is first imported, and the development build renders several times
// slower, so production is the default before anything imports React.
process.env.NODE_ENV ??= 'production';
await import('./serve.js');
