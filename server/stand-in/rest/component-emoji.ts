// Discord's rule for the emoji of a message's buttons and select options: a Unicode emoji (by name), or
// a custom emoji of the message's server (by id). Anything else, such as another server's emoji, a
// deleted one or a word, is refused with 400 Invalid Form Body, BUTTON_COMPONENT_INVALID_EMOJI "Invalid
// emoji" at the emoji's name (Discord names that code for select options too), and an emoji that is no
// object with MODEL_TYPE_CONVERT at the emoji itself. For messages, edits, interaction answers and
// follow-ups alike; which emoji is Unicode is the contract's one check (emoji-regex's data).
import type { FastifyReply } from 'fastify';
import { isUnicodeEmoji } from '../../contract/emoji.js';
import type { JsonObject, StandInGuild } from '../model.js';
import { fieldInvalid } from '../replies.js';

interface EmojiProblem {
  path: string[];
  code: string;
  message: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function emojiProblem(emoji: unknown, path: string[], guild: StandInGuild | null): EmojiProblem | null {
  if (!isObject(emoji))
    return { path, code: 'MODEL_TYPE_CONVERT', message: 'Only dictionaries may be used in a ModelType' };
  const { id, name } = emoji;
  const valid =
    id === undefined || id === null
      ? typeof name === 'string' && isUnicodeEmoji(name)
      : (guild?.emojis.some((own) => own.id === String(id)) ?? false);
  return valid ? null : { path: [...path, 'name'], code: 'BUTTON_COMPONENT_INVALID_EMOJI', message: 'Invalid emoji' };
}

/** The first emoji Discord would refuse in this component: its own, its options', its children's. */
function componentProblem(component: unknown, at: string[], guild: StandInGuild | null): EmojiProblem | null {
  if (!isObject(component)) return null;
  if (component.emoji !== undefined) {
    const own = emojiProblem(component.emoji, [...at, 'emoji'], guild);
    if (own) return own;
  }
  const options = Array.isArray(component.options) ? component.options : [];
  for (const [index, option] of options.entries()) {
    const problem =
      isObject(option) && option.emoji !== undefined
        ? emojiProblem(option.emoji, [...at, 'options', String(index), 'emoji'], guild)
        : null;
    if (problem) return problem;
  }
  // Layout components nest others: a row's or container's list, a section's accessory, a label's component.
  const children = Array.isArray(component.components) ? component.components : [];
  return (
    listProblem(children, [...at, 'components'], guild) ??
    componentProblem(component.accessory, [...at, 'accessory'], guild) ??
    componentProblem(component.component, [...at, 'component'], guild)
  );
}

function listProblem(components: unknown[], at: string[], guild: StandInGuild | null): EmojiProblem | null {
  for (const [index, component] of components.entries()) {
    const problem = componentProblem(component, [...at, String(index)], guild);
    if (problem) return problem;
  }
  return null;
}

/**
 * True once Discord's 400 was sent for an emoji it refuses in these components; `guild` is the server
 * the message is in (null outside one: only Unicode emoji then).
 */
export function refusedComponentEmoji(components: unknown[], guild: StandInGuild | null, reply: FastifyReply): boolean {
  const problem = listProblem(components, ['components'], guild);
  if (problem) void fieldInvalid(reply, problem.path, problem.code, problem.message);
  return problem !== null;
}
