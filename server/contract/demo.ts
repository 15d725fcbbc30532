// What the bot API's demo seed needs to know of the demo Discord, so its content fits the stand-in's
// world: the guild and the ids its records name, and the tickets with their transcripts. The stand-in
// supplies it (server/stand-in/demo-world.ts); the composition hands it to the seed.
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
  users: { operator: string; helper: string };
  tickets: DemoTicket[];
}
