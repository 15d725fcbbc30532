// `npm run backup -- <file>`: a consistent copy of the embedded SQLite database while Guildhall keeps
// running (SQLite's online backup through better-sqlite3; copying the file itself is unsafe in WAL
// mode). With DATABASE_URL set the data is in PostgreSQL: use pg_dump instead.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SQLite } from '../server/platform/sqlite.js';
import { readConfigOrExit } from '../server/platform/process.js';
import { loadConfig } from '../server/system.js';

const [target] = process.argv.slice(2);
if (!target) {
  console.error('usage: npm run backup -- <backup file>');
  process.exit(2);
}
const config = readConfigOrExit(loadConfig).botApi;
if (config.storage.databaseUrl) {
  console.error(
    'DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump "$DATABASE_URL" > guildhall.sql',
  );
  process.exit(2);
}
const source = join(config.storage.dataDir, 'guildhall.sqlite');
if (!existsSync(source)) {
  console.error(`No database at ${source} (DATA_DIR=${config.storage.dataDir}).`);
  process.exit(1);
}
const db = new SQLite(source, { readonly: true, fileMustExist: true });
try {
  const { totalPages } = await db.backup(target);
  console.log(`Backed up ${source} to ${target} (${totalPages} pages).`);
} finally {
  db.close();
}
