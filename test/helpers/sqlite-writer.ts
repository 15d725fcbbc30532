// Child process for the storage test: opens the same SQLite file and writes while the parent does too.
import { openStore } from '../../server/bot-api/store/database.js';

const [dataDir, prefix, count] = process.argv.slice(2);
const store = await openStore({ dataDir: dataDir! });
for (let index = 0; index < Number(count); index += 1) {
  await store.db
    .insertInto('auto_responses')
    .values({
      guild_id: '100000000000000009',
      trigger_word: `${prefix}${index}`,
      trigger_key: `${prefix}${index}`,
      response_text: 'x',
      is_embed: 0,
      embed_title: null,
      embed_description: null,
      embed_color: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}
await store.close();
