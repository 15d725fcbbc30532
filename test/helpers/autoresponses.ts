// The auto responses screen against a faked bot API: the guild's responses, the bot as the server shows
// it, and a signed-in owner who posts the screen's forms.
import type { Test } from 'tap';
import { buildAuthApp } from './auth.js';
import { postForm } from './app.js';

export const G = '100000000000000001';
export const PAGE = `/dashboard/${G}/autoresponses`;

export const response = (id: number, trigger: string, extra: Record<string, unknown> = {}) => ({
  id,
  trigger_word: trigger,
  response_text: `Antwort auf ${trigger}`,
  is_embed: false,
  embed_title: null,
  embed_description: null,
  embed_color: null,
  created_at: '2026-06-01T12:07:00.000Z',
  ...extra,
});
export const LIST = [
  response(1, 'regeln'),
  response(2, 'willkommen', {
    is_embed: true,
    response_text: '',
    embed_title: 'Willkommen!',
    embed_description: 'Schön, dass du da bist.',
    embed_color: 0x57f287,
  }),
];

export const BOT_ID = '900000000000000001';
export const MODERATOR_ROLE = '110000000000000005';
/** The bot as the server shows it, and the names of the server's roles and channels (users: asked for by id). */
export const CONTEXT = {
  bot: {
    id: BOT_ID,
    name: 'Guildhall Bot',
    avatarUrl: `https://cdn.discordapp.com/avatars/${BOT_ID}/abc.png?size=64`,
  },
  mentionNames: {
    roles: { [MODERATOR_ROLE]: 'Moderator' },
    channels: { '130000000000000002': 'willkommen' },
    users: {},
  },
  members: { '140000000000000003': 'Alex' },
};

/** `contextStatus`: what the bot API answers for the bot as the server shows it, on every page. */
export async function setup(t: Test, { contextStatus = 200 }: { contextStatus?: number } = {}) {
  const auth = await buildAuthApp(t);
  const session = await auth.signIn();
  const list = (body: object = LIST) =>
    auth.bot.intercept({ path: `/api/autoresponses/${G}`, method: 'GET' }).reply(200, body);
  auth.bot
    .intercept({ path: `/api/autoresponses/${G}/preview-context`, method: 'GET' })
    .reply(contextStatus, contextStatus === 200 ? CONTEXT : { error: 'no' })
    .persist();
  const post = (payload: Record<string, string>, url = PAGE) => postForm(auth.app, session, url, payload);
  return { ...auth, session, list, post };
}
