// A form's fields drawn as the bot's message, as HTML: what a preview island shows while the form is filled
// in (the auto response, a category's welcome), rendered by the page's own message component, so no
// Markdown renderer ships to the browser. A POST although it changes nothing (the texts are longer than an
// address may be); it carries the form token like every form, and nothing is saved.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { type AutoResponsePreviewContext, Snowflake } from '../../../contract/index.js';
import { type TypedBotApi, UpstreamError } from '../../../contract/client.js';
import type { AppContext } from '../../app-context.js';
import { formValues } from '../../lib/form.js';
import type { RegisteredRoute } from '../registered-route.js';
import { guildDateFormat } from '../guild-preferences.js';
import { CATALOGUES } from '../../../../views/i18n/catalogues.js';
import {
  AutoResponseMessage,
  mentionedUsers,
  type ResponseLook,
  type ResponseSender,
} from '../../../../views/components/AutoResponseMessage.js';

/**
 * The bot as the server shows it, for the responses' messages, with the names of the users they mention.
 * When Discord cannot say, the messages are shown without its name and avatar rather than not at all; a
 * refusal (no rights, no bot there) is the caller's, as the page's other calls get it too.
 */
export async function loadSender(
  app: AppContext,
  api: TypedBotApi,
  guildId: string,
  looks: readonly ResponseLook[],
  log: FastifyBaseLogger,
): Promise<ResponseSender> {
  let context: AutoResponsePreviewContext | null = null;
  const users = mentionedUsers(looks);
  try {
    context = await api.autoResponses.previewContext({ guildId, query: { users: users.join(',') || undefined } });
  } catch (error) {
    if (!(error instanceof UpstreamError) || [401, 403, 404].includes(error.status ?? 0)) throw error;
    log.warn({ err: error }, 'the bot as the server shows it failed to load');
  }
  return { context, cdnBase: app.config.discord.cdnBase };
}

/**
 * The sender with names for users the server does not name: the viewer standing in for a welcome's opener
 * reads as themselves, also where they are not on the server (a global admin). Without the server's
 * context nobody is named.
 */
export function withUserNames(sender: ResponseSender, names: Record<string, string>): ResponseSender {
  if (!sender.context) return sender;
  const { mentionNames } = sender.context;
  const users = { ...names, ...mentionNames.users };
  return { ...sender, context: { ...sender.context, mentionNames: { ...mentionNames, users } } };
}

/** Longer texts are cut to their limit: a preview never refuses, saving does. */
export const previewText = (limit: number) =>
  z
    .string()
    .catch('')
    .transform((value) => value.slice(0, limit));

/** What a preview reads its message from: the form's fields (cut to their limits) and who asks where. */
export interface PreviewAsk {
  fields: Record<string, string>;
  request: FastifyRequest;
  api: TypedBotApi;
  userId: string;
  guildId: string;
}

const PreviewParams = z.object({ guildId: Snowflake });

export function messagePreviewRoute(options: {
  path: string;
  /** The message's element id on the page. */
  id: string;
  fields: z.ZodType<Record<string, string | undefined>>;
  lookOf(ask: PreviewAsk): Promise<ResponseLook> | ResponseLook;
  /** Names for users the server may not name (withUserNames). */
  userNames?(ask: PreviewAsk): Record<string, string>;
}): RegisteredRoute {
  const { path, id, fields: Fields, lookOf, userNames } = options;
  return {
    path,
    register(fastify, app) {
      // Typing asks again a moment after each pause: generous, but a bound.
      const rateLimit = { max: 240, timeWindow: '1 minute' };
      fastify.post(path, { config: { rateLimit } }, async (request, reply: FastifyReply) => {
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        const params = PreviewParams.safeParse(request.params);
        if (!params.success) return reply.code(404).send('');
        const user = app.botApiUser(request);
        if (!user) return reply.code(401).send('');
        if (!(request.body instanceof URLSearchParams)) return reply.code(415).send('');
        const fields = Fields.parse(formValues(request.body)) as Record<string, string>;
        const { guildId } = params.data;
        const api = app.botApi.as(user);
        try {
          const ask = { fields, request, api, userId: user.id, guildId };
          const look = await lookOf(ask);
          const [loaded, dates] = await Promise.all([
            loadSender(app, api, guildId, [look], request.log),
            guildDateFormat(request, api, guildId),
          ]);
          const sender = userNames ? withUserNames(loaded, userNames(ask)) : loaded;
          const texts = CATALOGUES[request.language];
          return reply.send(
            renderToStaticMarkup(
              <AutoResponseMessage id={id} look={look} sender={sender} texts={texts} dates={dates} />,
            ),
          );
        } catch (error) {
          // Only refusals come this far; they are the island's to heed, not to show.
          if (error instanceof UpstreamError) return reply.code(error.status ?? 502).send('');
          throw error;
        }
      });
    },
  };
}
