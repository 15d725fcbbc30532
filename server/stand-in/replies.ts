// What the stand-in's modules share: Discord's error bodies (status, JSON code and text in one table),
// its "Invalid Form Body" shape for bodies that fail validation, and the route options of endpoints that
// servers call (not pages of the dashboard's origin, so neither the origin gate nor form tokens apply).
import { RESTJSONErrorCodes as C } from 'discord-api-types/v10';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';

export const serverToServer = { config: { sameOriginOnly: false, formToken: false } };

/** Marks every route the scope declares from now on as called by servers (and scripts), not by pages. */
export function serverToServerScope(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...serverToServer.config, ...route.config };
  });
}

function discordError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).send({ message, code });
}

const ERRORS = {
  unauthorized: [401, C.GeneralError, '401: Unauthorized'],
  notFound: [404, C.GeneralError, '404: Not Found'],
  unknownChannel: [404, C.UnknownChannel, 'Unknown Channel'],
  unknownGuild: [404, C.UnknownGuild, 'Unknown Guild'],
  unknownEmoji: [404, C.UnknownEmoji, 'Unknown Emoji'],
  unknownMember: [404, C.UnknownMember, 'Unknown Member'],
  unknownMessage: [404, C.UnknownMessage, 'Unknown Message'],
  unknownOverwrite: [404, C.UnknownPermissionOverwrite, 'Unknown Overwrite'],
  unknownRole: [404, C.UnknownRole, 'Unknown Role'],
  unknownUser: [404, C.UnknownUser, 'Unknown User'],
  cannotMessageUser: [403, C.CannotSendMessagesToThisUser, 'Cannot send messages to this user'],
  unknownWebhook: [404, C.UnknownWebhook, 'Unknown Webhook'],
  invalidWebhookToken: [401, C.InvalidWebhookToken, 'Invalid Webhook Token'],
  unknownInteraction: [404, C.UnknownInteraction, 'Unknown interaction'],
  tooLarge: [413, C.RequestEntityTooLarge, 'Request entity too large'],
  maxPins: [400, C.MaximumNumberOfPinsReachedForTheChannel, 'Maximum number of pins reached (50)'],
  maxChannels: [400, C.MaximumNumberOfGuildChannelsReached, 'Maximum number of guild channels reached (500)'],
  alreadyAcknowledged: [400, C.InteractionHasAlreadyBeenAcknowledged, 'Interaction has already been acknowledged'],
  missingAccess: [403, C.MissingAccess, 'Missing Access'],
  otherAuthor: [403, C.CannotEditMessageAuthoredByAnotherUser, 'Cannot edit a message authored by another user'],
  emptyMessage: [400, C.CannotSendAnEmptyMessage, 'Cannot send an empty message'],
  replyWithoutHistory: [
    400,
    C.CannotReplyWithoutPermissionToReadMessageHistory,
    'Cannot reply without permission to read message history',
  ],
  notText: [400, C.CannotSendMessagesInNonTextChannel, 'Cannot send messages in a non-text channel'],
  missingPermissions: [403, C.MissingPermissions, 'Missing Permissions'],
  wrongChannelType: [400, C.CannotExecuteActionOnThisChannelType, 'Cannot execute action on this channel type'],
} as const satisfies Record<string, readonly [number, number, string]>;

export type DiscordErrorKind = keyof typeof ERRORS;

export function refuse(reply: FastifyReply, kind: DiscordErrorKind) {
  const [status, code, message] = ERRORS[kind];
  return discordError(reply, status, code, message);
}

export interface FieldError {
  code: string;
  message: string;
}

/** One failure of a request body: where in the body (Discord's path of keys and indexes) and what. */
export interface FieldProblem {
  path: PropertyKey[];
  error: FieldError;
}

/** Discord's error codes for the usual validation failures; other failures keep their own wording. */
function fieldError(issue: z.core.$ZodIssue, missing: boolean): FieldError {
  if (missing) return { code: 'BASE_TYPE_REQUIRED', message: 'This field is required' };
  // Discord words a list's length as a string's.
  const lengthy =
    issue.code !== 'custom' && 'origin' in issue && (issue.origin === 'string' || issue.origin === 'array');
  if (issue.code === 'too_big' && lengthy)
    return { code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${issue.maximum} or fewer in length.` };
  if (issue.code === 'too_small' && lengthy)
    return { code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${issue.minimum} or more in length.` };
  // Every number the stand-in bounds is an integer in Discord's API, which words these so.
  if (issue.code === 'too_big')
    return { code: 'NUMBER_TYPE_MAX', message: `int value should be less than or equal to ${issue.maximum}.` };
  if (issue.code === 'too_small')
    return { code: 'NUMBER_TYPE_MIN', message: `int value should be greater than or equal to ${issue.minimum}.` };
  if (issue.code === 'invalid_value') return { code: 'BASE_TYPE_CHOICES', message: issue.message };
  return { code: 'BASE_TYPE_INVALID', message: issue.message };
}

/** 400 Invalid Form Body, with the failures nested by field path as Discord nests them. */
export function invalidForm(reply: FastifyReply, issues: FieldProblem[]) {
  const errors: Record<string, unknown> = {};
  for (const { path, error } of issues) {
    let node = errors;
    for (const key of path) {
      node[String(key)] ??= {};
      node = node[String(key)] as Record<string, unknown>;
    }
    node._errors = [...((node._errors as FieldError[] | undefined) ?? []), error];
  }
  return reply.code(400).send({ message: 'Invalid Form Body', code: C.InvalidFormBodyOrContentType, errors });
}

const valueAt = (body: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  );

/**
 * The body parsed by the schema, or null once a 400 Invalid Form Body was sent. `at` is where the body sits in
 * the request (an interaction answer's `data`), so the failures name the request's own path.
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  reply: FastifyReply,
  at: PropertyKey[] = [],
): z.infer<T> | null {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  void invalidForm(
    reply,
    parsed.error.issues.map((issue) => ({
      path: [...at, ...issue.path],
      error: fieldError(issue, valueAt(body, issue.path) === undefined),
    })),
  );
  return null;
}

/** One field's failure (a rule zod cannot see, such as an unknown referenced message). */
export const fieldInvalid = (reply: FastifyReply, path: string[], code: string, message: string) =>
  invalidForm(reply, [{ path, error: { code, message } }]);
