// The custom ids of the rating a closed ticket's opener is asked for in a direct message: the star
// buttons and the comment form after them. A direct message has no guild, so each id names the guild,
// the ticket and the stars chosen; they are written and read only here.
import { TICKET_RATINGS } from '../../../contract/guild.js';

export type RatingStep = 'choose' | 'form';

export interface RatingChoice {
  guildId: string;
  ticketId: number;
  rating: number;
}

/** The part of the ids that names the step: the bot routes them by it. */
export const ratingIdPrefix = (step: RatingStep): string => `ticket-rating:${step}`;

export const ratingCustomId = (step: RatingStep, { guildId, ticketId, rating }: RatingChoice): string =>
  `${ratingIdPrefix(step)}:${guildId}:${ticketId}:${rating}`;

/** The choice a custom id of this step carries, or null when it is none. */
export function ratingChoiceOf(step: RatingStep, customId: string): RatingChoice | null {
  const match = /^ticket-rating:(choose|form):(\d{17,20}):(\d{1,10}):(\d)$/.exec(customId);
  if (!match || match[1] !== step) return null;
  const rating = Number(match[4]);
  if (rating < TICKET_RATINGS.min || rating > TICKET_RATINGS.max) return null;
  return { guildId: match[2]!, ticketId: Number(match[3]), rating };
}
