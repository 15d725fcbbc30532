// Application commands: the shape Discord accepts (names, descriptions and their localizations, nested
// subcommands and option rules), bulk overwrite (a command keeps its id while its name and type stay),
// and the lookup an interaction starts from (the guild's commands first, then the global ones).
import { z } from 'zod';
import { nextId } from './ids.js';
import type { CommandOption, Localizations, StandInCommand, World } from './model.js';
import type { FieldProblem } from './replies.js';

const CHAT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const name = z
  .string()
  .regex(CHAT_NAME, 'Must be 1-32 lower-case letters, digits, dashes or underscores')
  .refine((value) => value === value.toLowerCase(), 'Must be lower case');

// Which keys a localization may have is the OpenAPI description's list of locales, checked with the
// request schema (rest/request-schema.ts) before this shape.
const localized = (text: z.ZodString) => z.record(z.string(), text).nullable().optional();
const nameLocalizations = localized(name);
const descriptionLocalizations = localized(z.string().min(1).max(100));
/** A choice's name is shown, not typed: any case, as its default name. */
const choiceName = z.string().min(1).max(100);

/** A command's or option's words for a client in this locale: its localization there, or its default. */
export const wordsIn = (locale: string, fallback: string, localizations: Localizations | null | undefined) =>
  localizations?.[locale] ?? fallback;

/** A choice of an option, registered with it or suggested by the bot while a member types (autocomplete). */
export const Choice = z.object({
  name: choiceName,
  name_localizations: localized(choiceName),
  value: z.union([z.string().max(100), z.number()]),
});

const Option: z.ZodType<CommandOption> = z.lazy(() =>
  z.object({
    type: z.number().int().min(1).max(11),
    name,
    name_localizations: nameLocalizations,
    description: z.string().min(1).max(100),
    description_localizations: descriptionLocalizations,
    required: z.boolean().optional(),
    choices: z.array(Choice).max(25).optional(),
    options: z.array(Option).max(25).optional(),
    channel_types: z.array(z.number().int()).optional(),
    min_value: z.number().optional(),
    max_value: z.number().optional(),
    min_length: z.number().int().min(0).max(6000).optional(),
    max_length: z.number().int().min(1).max(6000).optional(),
    autocomplete: z.boolean().optional(),
  }),
);

const SUBCOMMAND = 1;
const GROUP = 2;
/** A subcommand or a group: an option that leads further down a command path. */
export const isNesting = (option: CommandOption) => option.type === SUBCOMMAND || option.type === GROUP;

/** Discord's rules for a level of options (and the levels below), or null when they hold. */
function structureProblem(options: CommandOption[], parent: number | null): string | null {
  const nesting = options.filter(isNesting).length;
  if (nesting > 0 && nesting < options.length) return 'subcommands and groups cannot be mixed with other options';
  if (parent === GROUP && options.some((option) => option.type !== SUBCOMMAND)) return 'a group holds subcommands only';
  if (parent === SUBCOMMAND && nesting > 0) return 'a subcommand cannot hold subcommands or groups';
  if (new Set(options.map((option) => option.name)).size < options.length) return 'option names must be unique';
  if (options.some((option, index) => !option.required && options.slice(index + 1).some((later) => later.required)))
    return 'required options must come before optional ones';
  if (options.some((option) => option.choices && ![3, 4, 10].includes(option.type)))
    return 'only string, integer and number options have choices';
  if (options.some((option) => option.autocomplete && (option.choices || ![3, 4, 10].includes(option.type))))
    return 'only string, integer and number options without choices autocomplete';
  for (const option of options) {
    const problem = isNesting(option) ? structureProblem(option.options ?? [], option.type) : null;
    if (problem) return `${option.name}: ${problem}`;
  }
  return null;
}

const CommandBody = z
  .object({
    name: z.string().min(1).max(32),
    name_localizations: nameLocalizations,
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    description: z.string().max(100).default(''),
    description_localizations: descriptionLocalizations,
    options: z.array(Option).max(25).default([]),
    default_member_permissions: z
      .string()
      .regex(/^\d{1,20}$/)
      .nullable()
      .default(null),
    contexts: z.array(z.number().int().min(0).max(2)).nullable().default(null),
    nsfw: z.boolean().default(false),
  })
  .superRefine((command, context) => {
    if (command.type === 1 && !name.safeParse(command.name).success)
      context.addIssue({ code: 'custom', path: ['name'], message: 'Invalid chat input command name' });
    if (command.type === 1 && command.description.length === 0)
      context.addIssue({ code: 'custom', path: ['description'], message: 'This field is required' });
    const problem = structureProblem(command.options, null);
    if (problem) context.addIssue({ code: 'custom', path: ['options'], message: problem });
  });

export const CommandList = z
  .array(CommandBody)
  .max(110)
  .refine(
    (list) => new Set(list.map((command) => `${command.type}:${command.name}`)).size === list.length,
    'Application command names must be unique',
  );

/** Discord's limit on one command's size: see commandSize. */
export const COMMAND_SIZE_MAX = 4000;

const textLength = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).length : 0;

/** A text with its translations: the longest of them counts. */
const longest = (node: Record<string, unknown>, key: string) =>
  Math.max(
    textLength(node[key]),
    ...Object.values((node[`${key}_localizations`] as Record<string, unknown> | null | undefined) ?? {}).map(
      textLength,
    ),
  );

/**
 * A command's size as Discord counts it: the names and descriptions of the command and of all its
 * options (subcommands and groups included), and its choices' names and values; of a localized text,
 * the longest version.
 */
function commandSize(node: Record<string, unknown>): number {
  const options = Array.isArray(node.options) ? (node.options as Record<string, unknown>[]) : [];
  const choices = Array.isArray(node.choices) ? (node.choices as Record<string, unknown>[]) : [];
  return (
    longest(node, 'name') +
    longest(node, 'description') +
    options.reduce((sum, option) => sum + commandSize(option), 0) +
    choices.reduce((sum, choice) => sum + longest(choice, 'name') + textLength(choice.value), 0)
  );
}

/** The commands of a bulk overwrite (as sent, schema-checked) that are larger than Discord takes. */
export function oversizedCommands(list: unknown): FieldProblem[] {
  return (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).flatMap((command, index) =>
    commandSize(command) > COMMAND_SIZE_MAX
      ? [
          {
            path: [String(index)],
            error: {
              code: 'APPLICATION_COMMAND_TOO_LARGE',
              message: `Command exceeds maximum size (${COMMAND_SIZE_MAX})`,
            },
          },
        ]
      : [],
  );
}

/** The new list; commands whose name and type were registered before keep their id. */
export function overwriteCommands(
  world: World,
  before: StandInCommand[],
  list: z.infer<typeof CommandList>,
): StandInCommand[] {
  return list.map((body) => ({
    id: before.find((command) => command.name === body.name && command.type === body.type)?.id ?? nextId(world),
    name: body.name,
    description: body.description,
    nameLocalizations: body.name_localizations ?? null,
    descriptionLocalizations: body.description_localizations ?? null,
    type: body.type,
    options: body.options,
    defaultMemberPermissions: body.default_member_permissions,
    nsfw: body.nsfw,
    contexts: body.contexts,
  }));
}

/** The chat-input command a user in this guild can run by name: the guild's own first, then the global one. */
export function findChatCommand(world: World, guildId: string, commandName: string): StandInCommand | null {
  const named = (list: StandInCommand[]) => list.find((command) => command.type === 1 && command.name === commandName);
  return named(world.guildCommands.get(guildId) ?? []) ?? named(world.commands) ?? null;
}
