// Lists kept as JSON text in a column: read with their schema, and a text that does not fit (written by
// hand, or by an older make) reads as an empty list rather than failing every read of its row.
import type { z } from 'zod';

export function storedList<T>(schema: z.ZodType<T[]>, text: string): T[] {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
