// The archived files' bytes, addressed by their SHA-256, so a file sent to many tickets is kept once.
// SQLite set-up: files under DATA_DIR/archive (beside the database file; back up the folder with it).
// PostgreSQL set-up: the archive_blobs table, so every process of a scaled-out site reads the same files.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface BlobStore {
  /** Stores the bytes under their hash unless they are there already. */
  put(sha256: string, data: Buffer): Promise<void>;
  /** The bytes, or null when they are gone. */
  get(sha256: string): Promise<Buffer | null>;
  delete(sha256s: string[]): Promise<void>;
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

function checked(sha256: string): string {
  // The hash becomes a path: only ever 64 hex digits.
  if (!HEX_SHA256.test(sha256)) throw new Error('not a SHA-256');
  return sha256;
}

export function fileBlobStore(dir: string): BlobStore {
  const pathOf = (sha256: string) => join(dir, checked(sha256).slice(0, 2), sha256);
  return {
    async put(sha256, data) {
      const path = pathOf(sha256);
      if (existsSync(path)) return;
      await mkdir(join(dir, sha256.slice(0, 2)), { recursive: true });
      // Written aside and renamed: a reader never sees half a file, and equal writers end the same.
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, path);
    },
    async get(sha256) {
      try {
        return await readFile(pathOf(sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(sha256s) {
      for (const sha256 of sha256s) await rm(pathOf(sha256), { force: true });
    },
  };
}

export function databaseBlobStore(db: Kysely<Database>): BlobStore {
  return {
    async put(sha256, data) {
      await db
        .insertInto('archive_blobs')
        .values({ sha256: checked(sha256), data })
        .onConflict((conflict) => conflict.column('sha256').doNothing())
        .execute();
    },
    async get(sha256) {
      const row = await db
        .selectFrom('archive_blobs')
        .select('data')
        .where('sha256', '=', checked(sha256))
        .executeTakeFirst();
      return row ? row.data : null;
    },
    async delete(sha256s) {
      if (sha256s.length) await db.deleteFrom('archive_blobs').where('sha256', 'in', sha256s.map(checked)).execute();
    },
  };
}
