// A Redis connection, with ioredis imported only by a process that has Redis configured: the default
// set-up (sessions in memory, SQLite, one process) never loads the client library.
import type { Redis, RedisOptions } from 'ioredis';

export async function openRedis(url: string, options: RedisOptions): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, options);
}
