// Application commands: the shape Discord accepts (names, descriptions, nested subcommands and option
// rules), bulk overwrite (a command keeps its id while its name and type stay), and the lookup an
// interaction starts from (the guild's commands first, then the global ones).
import { z } from 'zod';
import { type CommandOption, nextId, type StandInCommand, type World } from './model.js';

const CHAT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const name = z
  .string()
  .regex(CHAT_NAME, 'Must be 1-32 lower-case letters, digits, dashes or underscores')
  .refine((value) => value === value.toLowerCase(), 'Must be lower case');
/** A choice of an option, registered with it or suggested by the bot while a member types (autocomplete). */
export const Choice = z.object({ name: z.string().min(1).max(100), value: z.union([z.string().max(100), z.number()]) });

const Option: z.ZodType<CommandOption> = z.lazy(() =>
  z.object({
    type: z.number().int().min(1).max(11),
    name,
    description: z.string().min(1).max(100),
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
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    description: z.string().max(100).default(''),
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
