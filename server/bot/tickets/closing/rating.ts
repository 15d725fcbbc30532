// The rating a closed ticket's opener gives in the direct message after the close: a star button opens
// the form for an optional comment at once (a form can only be a first answer), unless the days for
// rating are over; the form's rating is stored by the bot API, which takes one per ticket, thanked for,
// and told to the team. A second rating, or one past the days, is refused in words and changes nothing.
// A direct message has no guild and no member: the button's custom id names the guild and the ticket,
// and the user is the interaction's own.
import type { API } from '@discordjs/core';
import type { APIMessageComponentInteraction, APIModalSubmitInteraction } from 'discord-api-types/v10';
import type { Logger } from 'pino';
import type { TypedBotApi } from '../../../contract/client.js';
import { LIMITS } from '../../../contract/facts.js';
import type { Ticket } from '../../../contract/guild.js';
import { answerPrivately, deferAnswer, showForm } from '../../commands/answering.js';
import type { GuildSetups } from '../../configuration.js';
import { openerTextsFor } from '../../texts-opener.js';
import { reasonForm, submittedReason } from '../answers.js';
import { noticeRated } from '../notices.js';
import { isRefusal } from '../visit.js';
import { ratingChoiceOf, ratingCustomId } from './rating-ids.js';

export interface RatingDeps {
  api: TypedBotApi;
  setups: GuildSetups;
  logger: Logger;
  /** The bot's clock (ms since 1970). */
  now(): number;
}

const DAY_MS = 86_400_000;

/** Whoever clicked or sent: in a direct message the user, in a guild the member's user. */
const userOf = (interaction: APIMessageComponentInteraction | APIModalSubmitInteraction) =>
  interaction.user ?? interaction.member?.user;

/** A star button: the comment form, or why the ticket can no longer be rated. */
export async function chooseRating(deps: RatingDeps, interaction: APIMessageComponentInteraction, discord: API) {
  const texts = openerTextsFor(interaction.locale);
  const choice = ratingChoiceOf('choose', interaction.data.custom_id);
  if (!choice) return answerPrivately(discord, interaction, texts.ratingClosed);
  // The message was sent as the ticket closed: past the days, the bot API would refuse the form anyway.
  if (deps.now() - Date.parse(interaction.message.timestamp) > LIMITS.ticketRating.days * DAY_MS)
    return answerPrivately(discord, interaction, texts.ratingClosed);
  const form = reasonForm(
    ratingCustomId('form', choice),
    texts.formTitle(choice.ticketId),
    texts.feedbackLabel,
    LIMITS.ticketRating.feedback,
  );
  return showForm(discord, interaction, form);
}

/** The submitted form: the rating stored once, thanked for, and told to the team. */
export async function submitRating(deps: RatingDeps, interaction: APIModalSubmitInteraction, discord: API) {
  const texts = openerTextsFor(interaction.locale);
  const choice = ratingChoiceOf('form', interaction.data.custom_id);
  const user = userOf(interaction);
  if (!choice || !user) return answerPrivately(discord, interaction, texts.ratingClosed);
  await deferAnswer(discord, interaction, true);
  const body = { userId: user.id, rating: choice.rating, feedback: submittedReason(interaction.data.components) };
  let stored: Ticket;
  try {
    stored = await deps.api.bot.rateTicket({ guildId: choice.guildId, ticketId: choice.ticketId, body });
  } catch (error) {
    if (isRefusal(error, 'ticket_rated')) return answerPrivately(discord, interaction, texts.ratedAlready);
    if (isRefusal(error, 'rating_closed')) return answerPrivately(discord, interaction, texts.ratingClosed);
    throw error;
  }
  await answerPrivately(discord, interaction, texts.thanks(choice.rating));
  const { config } = await deps.setups.get(choice.guildId);
  await noticeRated(deps, { discord, guildId: choice.guildId, config }, stored);
}
