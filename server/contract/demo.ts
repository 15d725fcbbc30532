// What the bot API's demo seed needs to know of the demo Discord, so its content fits the stand-in's
// world: the guild and the ids its records name, and the tickets with their transcripts, dated back
// from the moment of seeding (demoClock). The stand-in supplies it (server/stand-in/demo-world.ts); the
// composition hands it to the seed.
export interface DemoTicket {
  userId: string;
  username: string;
  reason: string;
  /** Which of the seeded categories (by their order), or none. */
  categoryIndex: number;
  createdAt: string;
  closedAt: string | null;
  transcript: string;
}

export interface DemoWorld {
  guildId: string;
  notificationChannelId: string;
  /** The ticket panel the demo shows in #tickets from the start. */
  panel: { channelId: string; title: string; text: string };
  roles: { member: string; moderator: string; support: string };
  /** `blocked`: the member on the demo's blocklist (who plays him on the Demo-Discord page is refused). */
  users: { operator: string; helper: string; blocked: string };
  /** The demo's tickets as of `now`, the moment of seeding: every date of theirs counts back from it. */
  tickets(now: Date): DemoTicket[];
}

/**
 * When something of the demo's story happened: `days` whole days before the day of the seeding moment
 * (UTC), at `time` (UTC, HH:MM or HH:MM:SS). Every date the demo seeds is one, so its story is always as
 * recent as the demo: a day old at least (never in the future, whatever the hour of seeding), and its
 * closed tickets within five weeks, well inside the 60 days tickets are kept (bot-api/retention.ts).
 */
export type DemoClock = (days: number, time: string) => string;

export const demoClock =
  (now: Date): DemoClock =>
  (days, time) => {
    const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days, hours, minutes, seconds);
    return new Date(day).toISOString();
  };
