// What a server-side session holds. Validated when read back (Redis is an edge like any other).
import { z } from 'zod';
import { LANGUAGES } from '../../contract/languages.js';

const AdminSessionGrant = z.object({ token: z.string(), level: z.number().int(), expiresAt: z.number().int() });

export const SessionRecord = z.object({
  userId: z.string().regex(/^\d{17,20}$/),
  username: z.string(),
  globalName: z.string().nullable(),
  discriminator: z.string(),
  avatarUrl: z.string(),
  /** The user's Discord OAuth token: only ever on the server. */
  discord: z.object({ accessToken: z.string(), refreshToken: z.string().nullable(), expiresAt: z.number().int() }),
  /** Epoch ms; the absolute lifetime counts from here. */
  createdAt: z.number().int(),
  /** Epoch ms of the last request; the idle timeout counts from here. */
  lastSeenAt: z.number().int(),
  /** The synchronizer token every form of this session carries. */
  csrfToken: z.string(),
  /** Admin sessions per guild id (issue: admin panel); never sent to the browser. */
  adminSessions: z.record(z.string(), AdminSessionGrant),
  /** The interface language chosen while signed in (sessions from before the choice have none). */
  language: z.enum(LANGUAGES).optional(),
});
export type SessionRecord = z.infer<typeof SessionRecord>;
