// Slash commands on the Demo-Discord page: every command path a member may run in the guild ("ticket
// open", "help"), the options a path takes, the choices the bot suggests for an option that
// autocompletes, and the typed values of the option fields as the act API takes them (a field left empty
// is an option not given).
import { ApplicationCommandOptionType as T } from 'discord-api-types/v10';
import { z } from 'zod';
import { Choice as RegisteredChoice, findChatCommand, isNesting, wordsIn } from '../commands.js';
import type { CommandOption, StandInCommand, StandInGuild, World } from '../model.js';
import { walkCommand } from '../act/command-data.js';
import { isFailure } from '../act/common.js';
import { actInteraction, mayUse } from '../act/interactions.js';
import type { Choice } from './names.js';

/** Where an option's value travels in the command form. */
export const optionField = (option: CommandOption) => `option.${option.name}`;

export type OptionValues = Record<string, string | number | boolean>;

function leafPaths(path: string, options: CommandOption[]): string[] {
  const nesting = options.filter(isNesting);
  return nesting.length === 0
    ? [path]
    : nesting.flatMap((option) => leafPaths(`${path} ${option.name}`, option.options ?? []));
}

/** The chat commands the member may use here (the guild's own before global ones of the same name), as paths. */
export function commandPaths(world: World, guild: StandInGuild, userId: string): string[] {
  const chat = (command: StandInCommand) => command.type === 1;
  const own = (world.guildCommands.get(guild.id) ?? []).filter(chat);
  const global = world.commands.filter((command) => chat(command) && !own.some((entry) => entry.name === command.name));
  return [...own, ...global]
    .filter((command) => mayUse(guild, userId, command))
    .flatMap((command) => leafPaths(command.name, command.options))
    .sort();
}

/** The guild's command a path names and the subcommands it leads through, or null when there is no such path. */
function walkPath(world: World, guild: StandInGuild, path: string) {
  const [top = '', ...words] = path.trim().split(/\s+/);
  const command = findChatCommand(world, guild.id, top);
  const walked = command ? walkCommand(command, words) : null;
  return command && walked && !('reason' in walked) ? { command, ...walked } : null;
}

/** The options a command path takes, or null when the guild has no such path. */
export const pathOptions = (world: World, guild: StandInGuild, path: string): CommandOption[] | null =>
  walkPath(world, guild, path)?.options ?? null;

/** A command path's options and its description as a client in this locale shows it. */
export interface PathShown {
  options: CommandOption[];
  description: string;
}

/** The path as the locale's client shows it (its last subcommand's words, or the command's), or null. */
export function pathShown(world: World, guild: StandInGuild, path: string, locale: string): PathShown | null {
  const walked = walkPath(world, guild, path);
  if (!walked) return null;
  const leaf = walked.chain.at(-1);
  const description = leaf
    ? wordsIn(locale, leaf.description, leaf.description_localizations)
    : wordsIn(locale, walked.command.description, walked.command.descriptionLocalizations);
  return { options: walked.options, description };
}

/** The form's option values typed by their options; the name of a number option given no number. */
export function optionValues(options: CommandOption[], form: URLSearchParams): OptionValues | { notANumber: string } {
  const values: OptionValues = {};
  for (const option of options) {
    const raw = form.get(optionField(option)) ?? '';
    if (raw === '') continue;
    if (option.type === T.Integer || option.type === T.Number) {
      const number = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(number)) return { notANumber: option.name };
      values[option.name] = number;
    } else values[option.name] = option.type === T.Boolean ? raw === 'true' : raw;
  }
  return values;
}

/** How long the form waits for the bot's choices (Discord's client, too, gives up on a silent bot). */
const SUGGESTIONS_WAIT_MS = 2_000;
const LOOK_EVERY_MS = 20;
const Suggested = z.object({ choices: z.array(RegisteredChoice) });

/** The choices the bot answered an autocomplete interaction with, once it did; null when it did not in time. */
async function answeredChoices(world: World, interactionId: string): Promise<Choice[] | null> {
  const giveUpAt = Date.now() + SUGGESTIONS_WAIT_MS;
  while (Date.now() < giveUpAt) {
    const response = world.interactions.get(interactionId)?.response;
    if (response) {
      const answered = Suggested.safeParse(response.data);
      return answered.success
        ? answered.data.choices.map((choice) => ({ value: String(choice.value), label: choice.name }))
        : null;
    }
    await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
  }
  return null;
}

/**
 * The bot's choices for each option of the path that autocompletes, asked as Discord's client asks when
 * the member starts typing it (nothing typed yet). A page without script cannot ask again at each key,
 * so the form offers these in a select; an option the bot gave no choices for in time keeps a text field.
 */
export async function suggestedChoices(
  world: World,
  place: { guildId: string; channelId: string; userId: string; locale: string },
  path: string,
  options: CommandOption[],
): Promise<Map<string, Choice[]>> {
  const suggested = new Map<string, Choice[]>();
  for (const option of options.filter((entry) => entry.autocomplete)) {
    const typing = { type: 'autocomplete' as const, name: path, focused: option.name, options: {}, fields: {} };
    const asked = actInteraction(world, { ...place, ...typing });
    const choices = isFailure(asked) ? null : await answeredChoices(world, asked.id);
    if (choices) suggested.set(option.name, choices);
  }
  return suggested;
}
