// /ticket open's category against the stand-in Discord: the bot registers the option with autocomplete,
// answers a member typing it with the server's active categories whose name holds what was typed (never
// an inactive one), opens the ticket in the category chosen (after the reason form, or straight away with
// a reason), also when its name is typed without choosing, and refuses another name privately, in the
// member's language, naming the categories there are (or saying there are none).
import t from 'tap';
import { ApplicationCommandOptionType, InteractionResponseType } from 'discord-api-types/v10';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { type Acting, startActing } from '../helpers/bot.js';
import { answerOf, interact } from '../helpers/tickets.js';
import { until } from '../helpers/work.js';

const G = DEMO_IDS.demoGuild;
const NEWCOMER = DEMO_IDS.newcomer;
const AYLIN = '200000000000000016'; // a plain member without a ticket
const WELCOME = '130000000000000002';
const ACTIVE = ['Allgemeiner Support', 'Technik', 'Bewerbungen', 'Meldungen'];

/** The demo's categories by name, with their ids. */
async function categoryIds(acting: Acting): Promise<Map<string, number>> {
  const rows = await acting.system
    .botApi!.store.db.selectFrom('ticket_categories')
    .select(['id', 'name'])
    .where('guild_id', '=', G)
    .execute();
  return new Map(rows.map((row) => [row.name, Number(row.id)]));
}

/** What the member is offered while typing the category. */
async function offered(acting: Acting, typed: string, locale = 'de') {
  const id = await interact(acting, NEWCOMER, WELCOME, {
    type: 'autocomplete',
    name: 'ticket open',
    focused: 'category',
    options: { category: typed },
    locale,
  });
  return (await answerOf(acting, id)).response;
}

/** /ticket open with these options; the bot's first answer. */
async function openWith(acting: Acting, userId: string, options: Record<string, string>, locale = 'de') {
  const id = await interact(acting, userId, WELCOME, { type: 'command', name: 'ticket open', options, locale });
  return answerOf(acting, id);
}

/** The ticket a channel named in the answer belongs to, as the bot API stored it, and its welcome's fields. */
async function openedIn(acting: Acting, content: string) {
  const channelId = /^Dein Ticket ist offen: <#(\d+)>$/.exec(content)?.[1];
  if (!channelId) throw new Error(`no channel in ${content}`);
  const ticket = await acting.system
    .botApi!.store.db.selectFrom('tickets')
    .select(['category_id', 'reason'])
    .where('channel_id', '=', channelId)
    .executeTakeFirstOrThrow();
  const [welcome] = await acting.messages(channelId);
  return {
    categoryId: ticket.category_id === null ? null : Number(ticket.category_id),
    reason: ticket.reason,
    fields: (welcome!.embeds[0] as { fields?: { name: string; value: string }[] }).fields,
  };
}

t.test('the category is registered to autocomplete, and typing it offers the active categories', async (t) => {
  const acting = await startActing(t);
  const ids = await categoryIds(acting);
  const registered = () => acting.world.guildCommands.get(G)?.find((command) => command.name === 'ticket');
  await until(() => registered() !== undefined, { what: 'the commands registered in Demo Guild' });
  const ticket = registered()!;
  const open = ticket.options.find((option) => option.name === 'open')!;
  t.same(
    open.options!.map((option) => [option.name, option.type, option.autocomplete ?? false, option.required ?? false]),
    [
      ['category', ApplicationCommandOptionType.String, true, false],
      ['reason', ApplicationCommandOptionType.String, false, false],
    ],
    '/ticket open category? reason?',
  );
  t.same(
    await offered(acting, ''),
    {
      type: InteractionResponseType.ApplicationCommandAutocompleteResult,
      data: { choices: ACTIVE.map((name) => ({ name, value: String(ids.get(name)) })) },
    },
    'nothing typed: every active category, in their order (not the paused Partnerschaften)',
  );
  t.same(
    (await offered(acting, 'TECH', 'en-US'))!.data,
    { choices: [{ name: 'Technik', value: String(ids.get('Technik')) }] },
    'any case, any language',
  );
  t.same((await offered(acting, 'ungen'))!.data, {
    choices: [
      { name: 'Bewerbungen', value: String(ids.get('Bewerbungen')) },
      { name: 'Meldungen', value: String(ids.get('Meldungen')) },
    ],
  });
  t.same((await offered(acting, 'Partner'))!.data, { choices: [] }, 'an inactive category is not offered');
});

t.test('a chosen or typed category opens the ticket in it; another is refused in the member’s language', async (t) => {
  const acting = await startActing(t);
  const ids = await categoryIds(acting);
  const technik = String(ids.get('Technik'));

  const asked = await openWith(acting, NEWCOMER, { category: technik });
  t.same(
    [asked.response!.type, asked.response!.data.custom_id],
    [InteractionResponseType.Modal, `ticket:open-form:${technik}`],
    'chosen, without a reason: the form, for that category',
  );
  const submitted = await answerOf(
    acting,
    await interact(acting, NEWCOMER, WELCOME, {
      type: 'modal',
      customId: asked.response!.data.custom_id!,
      fields: { reason: 'Der Bot antwortet nicht' },
    }),
  );
  t.same(
    await openedIn(acting, submitted.original!.content),
    {
      categoryId: ids.get('Technik'),
      reason: 'Der Bot antwortet nicht',
      fields: [
        { name: 'Kategorie', value: '🛠️ Technik' },
        { name: 'Grund', value: 'Der Bot antwortet nicht' },
      ],
    },
    'opened in Technik',
  );

  const typed = await openWith(acting, AYLIN, { category: '  meldungen ', reason: 'Spam in #allgemein' });
  t.equal(typed.response!.type, InteractionResponseType.DeferredChannelMessageWithSource, 'straight to work');
  t.same(
    (await openedIn(acting, typed.original!.content)).fields,
    [
      { name: 'Kategorie', value: '🚨 Meldungen' },
      { name: 'Grund', value: 'Spam in #allgemein' },
    ],
    'a name typed without choosing, in any case',
  );

  const listed = ACTIVE.join(', ');
  t.same(
    (await openWith(acting, NEWCOMER, { category: 'Partnerschaften', reason: 'Hallo' })).response,
    {
      type: InteractionResponseType.ChannelMessageWithSource,
      data: {
        content: `Diese Ticket-Kategorie gibt es auf diesem Server nicht (mehr). Zur Wahl stehen: ${listed}`,
        flags: 64,
        allowed_mentions: { parse: [] },
      },
    },
    'an inactive category is refused privately, naming the active ones',
  );
  t.equal(
    (await openWith(acting, NEWCOMER, { category: '999999' }, 'en-US')).response!.data.content,
    `This server has no such ticket category (any more). You may choose: ${listed}`,
    'an unknown one, in English',
  );
});

t.test('with no active category, a category named is refused, saying to open the ticket without one', async (t) => {
  const acting = await startActing(t);
  const owner = await acting.signIn(DEMO_IDS.owner);
  for (const [name, id] of await categoryIds(acting))
    if (ACTIVE.includes(name))
      t.equal(
        await acting.submit(owner, `/dashboard/${G}/ticket-categories`, {
          intent: 'toggle',
          id: String(id),
          isActive: 'false',
        }),
        303,
        `${name} switched off on the dashboard`,
      );
  t.same((await offered(acting, ''))!.data, { choices: [] }, 'nothing to offer');
  t.equal(
    (await openWith(acting, NEWCOMER, { category: 'Technik' })).response!.data.content,
    'Auf diesem Server gibt es keine Ticket-Kategorie. Öffne das Ticket ohne Kategorie.',
  );
  t.equal(
    (await openWith(acting, NEWCOMER, { category: 'Technik' }, 'en-GB')).response!.data.content,
    'This server has no ticket categories. Open the ticket without one.',
  );
});
