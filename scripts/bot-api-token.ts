// Prints a bot API bearer token for a user (valid 5 minutes), signed with the configured BOT_API_SECRET:
//   BOT_API_SECRET=… npm run --silent token -- 200000000000000001
import { signBotApiToken } from '../server/platform/bot-api-token.js';
import { loadConfig } from '../server/system.js';

const [userId, name] = process.argv.slice(2);
if (!userId || !/^\d{17,20}$/.test(userId)) {
  console.error('usage: npm run --silent token -- <discord user id> [name]');
  process.exit(2);
}
const config = loadConfig(process.env);
console.log(await signBotApiToken(config.botApi.secrets[0]!, { id: userId, name }));
