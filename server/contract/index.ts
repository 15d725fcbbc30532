// The bot API contract (every call the dashboard makes): one source of truth for requests and responses.
// The bot API validates what it receives with these schemas; the dashboard validates what it gets back.
export * from './common.js';
export * from './emoji.js';
export * from './rules.js';
export * from './errors.js';
export * from './endpoint.js';
export * from './guild.js';
export * from './config.js';
export * from './embed.js';
export * from './access.js';
export * from './guild-access.js';
export * from './history.js';
export * from './screens.js';
export * from './admin.js';
export * from './bot.js';
export * from './facts.js';
export * from './commands.js';
export * from './ticket-panel.js';
export * from './ticket-stats.js';
export * from './zone-days.js';
export * from './ticket-jobs.js';
export * from './ticket-blocklist.js';
export * from './opening-hours.js';
