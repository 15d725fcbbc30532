// What the Demo-Discord page's forms do in a channel: each plays the member through the act API's own
// functions (the same rules, the same gateway events as POST /act/messages and /act/interactions), and
// answers null when done, or why not: the page's words for a form it cannot read, Discord's (the
// stand-in's reason) for what Discord would refuse.
import { z } from 'zod';
import { type ActStatus, type Failure, isFailure } from '../act/common.js';
import { type ActInteractionInput, actInteraction } from '../act/interactions.js';
import { ActMessage, actMessage, MESSAGE_CHARACTERS, MessageText, UPLOAD_LIMITS } from '../act/messages.js';
import { mebibytes, uploadsFit } from '../caps.js';
import type { StandInChannel, StandInGuild, World } from '../model.js';
import type { DemoTexts } from '../texts.js';
import { mayAttach } from './channel-data.js';
import { optionValues, pathOptions } from './commands.js';
import type { Draft } from './composer.js';
import { type SentFile, UPLOAD_MEGABYTES } from './upload.js';

/** What a click or a modal needs: where it happens (a guild's channel, or the member's DM channel: no guild). */
export interface InteractContext {
  world: World;
  where: { guildId?: string; channelId: string };
  userId: string;
  form: URLSearchParams;
  texts: DemoTexts;
  /** The locale the member's interactions carry (the bot answers in it). */
  locale: string;
  /** Modals the member closed without sending (Discord forgets them; the page must too). */
  closedModals: Set<string>;
}

export interface ActionContext extends InteractContext {
  guild: StandInGuild;
  channel: StandInChannel;
  /** The files sent with the form, and whether its body went past what the page keeps (upload.ts). */
  files: readonly SentFile[];
  cut: boolean;
}

export interface Refusal {
  status: ActStatus;
  message: string;
  /** The stand-in's reason, when Discord's rules refused. */
  detail?: string | undefined;
  /** A refused message's text, offered again in the composer. */
  draft?: Draft;
}

type Action = (context: ActionContext) => Refusal | null;

const Named = z.string().min(1).max(100);
const field = (form: URLSearchParams, name: string) => form.get(name) ?? '';

function outcome(texts: DemoTexts, result: { id: string } | Failure): Refusal | null {
  return isFailure(result)
    ? { status: result.status, message: texts.refusals.discordSays, detail: result.reason }
    : null;
}

function interact(context: InteractContext, input: Pick<ActInteractionInput, 'type'> & Partial<ActInteractionInput>) {
  const { world, where, userId, locale } = context;
  const body: ActInteractionInput = {
    ...where,
    userId,
    options: {},
    fields: {},
    locale,
    ...input,
  };
  return outcome(context.texts, actInteraction(world, body));
}

const badForm = (texts: DemoTexts): Refusal => ({ status: 400, message: texts.refusals.badForm });

const bytesOf = (files: readonly SentFile[]) => files.reduce((sum, file) => sum + file.data.length, 0);

/** A message as the act API takes it, its files in base64: the act API's own schema reads it. */
function actBody({ guild, channel, userId, files }: ActionContext, content: string) {
  return ActMessage.safeParse({
    guildId: guild.id,
    channelId: channel.id,
    userId,
    ...(content === '' ? {} : { content }),
    attachments: files.map((file) => ({ filename: file.filename, data: file.data.toString('base64') })),
  });
}

/** A message, with its file if one was sent; refused, it comes back with what was typed. */
function send(context: ActionContext): Refusal | null {
  const { world, guild, channel, userId, form, files, texts } = context;
  const typed = field(form, 'content');
  const draft: Draft = { content: typed, withFile: files.length > 0 || context.cut };
  const refuse = (status: Refusal['status'], message: string, detail?: string): Refusal => ({
    status,
    message,
    detail,
    draft,
  });
  if (context.cut || bytesOf(files) > UPLOAD_LIMITS.bytes)
    return refuse(413, texts.refusals.fileTooLarge(UPLOAD_MEGABYTES));
  if (files.length > 0 && !mayAttach(guild, channel, userId)) return refuse(403, texts.refusals.mayNotAttach);
  if (files.length > 0 && !uploadsFit(world, bytesOf(files)))
    return refuse(507, texts.refusals.uploadsFull(mebibytes(world.settings.caps.uploadBytes)));
  // Discord trims what is sent and refuses a message with nothing left.
  const content = typed.trim();
  if (content === '' && files.length === 0) return refuse(400, texts.refusals.emptyMessage);
  if (content !== '' && !MessageText.safeParse(content).success)
    return refuse(400, texts.refusals.longMessage(MESSAGE_CHARACTERS));
  const body = actBody(context, content);
  if (!body.success) return refuse(400, texts.refusals.discordSays, body.error.issues[0]?.message);
  const posted = actMessage(world, body.data);
  return isFailure(posted) ? refuse(posted.status, texts.refusals.discordSays, posted.reason) : null;
}

function click(context: InteractContext): Refusal | null {
  const { form } = context;
  const ids = z.object({ messageId: Named, customId: Named }).safeParse(Object.fromEntries(form));
  if (!ids.success) return badForm(context.texts);
  // A select sends its values (none chosen is a choice too); a button sends none.
  const values = form.has('select') ? form.getAll('values') : undefined;
  return interact(context, { type: 'component', ...ids.data, ...(values ? { values } : {}) });
}

function command(context: ActionContext): Refusal | null {
  const { world, guild, form, texts } = context;
  const path = Named.safeParse(field(form, 'command'));
  if (!path.success) return badForm(texts);
  // An unknown path is left to the act API, which says what the guild has.
  const values = optionValues(pathOptions(world, guild, path.data) ?? [], form);
  if ('notANumber' in values) return { status: 400, message: texts.refusals.notANumber(String(values.notANumber)) };
  return interact(context, { type: 'command', name: path.data, options: values });
}

function submitModal(context: InteractContext): Refusal | null {
  const customId = Named.safeParse(field(context.form, 'customId'));
  if (!customId.success) return badForm(context.texts);
  const fields = Object.fromEntries(
    [...context.form].filter(([name]) => name.startsWith('field.')).map(([name, value]) => [name.slice(6), value]),
  );
  return interact(context, { type: 'modal', customId: customId.data, fields });
}

function closeModal({ world, userId, form, closedModals, texts }: InteractContext): Refusal | null {
  const shown = world.interactions.get(field(form, 'interactionId'));
  if (!shown || shown.userId !== userId) return badForm(texts);
  closedModals.add(shown.id);
  return null;
}

/** The channel page's forms by the last part of their path (a Map: no inherited names answer). */
export const CHANNEL_ACTIONS = new Map<string, Action>([
  ['messages', send],
  ['components', click],
  ['commands', command],
  ['modal', submitModal],
  ['close-modal', closeModal],
]);

/** The forms of the member's direct messages: the bot's buttons and the modals they open. */
export const DIRECT_ACTIONS = new Map<string, (context: InteractContext) => Refusal | null>([
  ['components', click],
  ['modal', submitModal],
  ['close-modal', closeModal],
]);
