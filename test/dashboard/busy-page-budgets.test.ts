// Byte budgets of the pages that grow with a busy guild, as the production build sends them in demo
// mode (brotli, as asked for): the Demo-Discord page of a channel with 100 messages at most 20 KB, the
// auto responses page with 100 responses, each with a full embed (every part Discord allows), at most
// 16 KB, and the Ticket Kategorien page with 50 categories of 5 questions each (besides the demo's own),
// its list and a category's form, at most 12 KB. The texts vary from message to message, as people's do,
// so the compression earns no more than it would on a real guild.
import { brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { createAutoResponse } from '../../server/bot-api/repos/autoresponses.js';
import { createCategory } from '../../server/bot-api/repos/categories.js';
import { savePanel } from '../../server/bot-api/repos/ticket-panels.js';
import { AutoResponseInput, CategoryInput } from '../../server/contract/index.js';
import { assetsDir } from '../../server/platform/paths.js';
import { STAND_IN_PREFIX } from '../../server/stand-in/mount.js';
import { channelHistory, emptyBody, postMessage } from '../../server/stand-in/state/messages.js';
import { createWorld, DEMO_IDS } from '../../server/stand-in/world.js';
import { startDemo } from '../helpers/browser.js';
import { CookieJar, fetchRaw, signInOverHttp } from '../helpers/http-client.js';

const BUDGET = { demoChannel: 20 * 1024, autoResponses: 16 * 1024, ticketCategories: 12 * 1024 } as const;
const COUNT = 100;
const CATEGORIES = 50;
const G = DEMO_IDS.demoGuild;
const CHAT = '130000000000000002';
const PEOPLE = [DEMO_IDS.owner, DEMO_IDS.moderator, DEMO_IDS.newcomer, DEMO_IDS.operator];
const WORDS =
  'hallo wer kann mir helfen meine rolle fehlt seit dem update der bot antwortet nicht mehr danke für die schnelle hilfe ich habe das ticket geöffnet wann ist das nächste event heute abend um acht schaut in die regeln bevor ihr fragt'.split(
    ' ',
  );

/** `count` words of the list, the same for the same seed, different from one seed to the next. */
function words(seed: number, count: number): string {
  let state = seed * 7_919 + 17;
  return Array.from({ length: count }, () => {
    state = (state * 48_271) % 2_147_483_647;
    return WORDS[state % WORDS.length]!;
  }).join(' ');
}

const picture = (kind: string, index: number) => `https://cdn.example.org/${kind}/${index}.png`;

/** An embed with every part: link, time, fields, footer, author, image and thumbnail. */
function fullEmbed(index: number) {
  return {
    url: `https://example.org/regeln/${index}`,
    timestamp: true,
    fields: [0, 1, 2].map((field) => ({
      name: words(index * 10 + field, 2),
      value: words(index * 20 + field, 8),
      inline: field > 0,
    })),
    footer: { text: words(index * 30, 4), iconUrl: picture('footer', index) },
    author: { name: words(index * 40, 2), url: `https://example.org/team/${index}`, iconUrl: picture('author', index) },
    imageUrl: picture('image', index),
    thumbnailUrl: picture('thumbnail', index),
  };
}

/** Members chatting with Markdown and mentions; every fifth message the bot's answer with an embed. */
function chatMessage(index: number) {
  if (index % 5 === 4) {
    const embed = fullEmbed(index);
    return {
      ...emptyBody(),
      authorId: DEMO_IDS.bot,
      embeds: [
        {
          title: words(index, 3),
          description: `**${words(index + 1, 4)}** ${words(index + 2, 16)}`,
          url: embed.url,
          color: 0x5865f2,
          fields: embed.fields,
          footer: { text: embed.footer.text },
          author: { name: embed.author.name },
          thumbnail: { url: embed.thumbnailUrl },
        },
      ],
    };
  }
  const mention =
    index % 3 === 0 ? ` <@${DEMO_IDS.moderator}>` : index % 3 === 1 ? ` <#${DEMO_IDS.ticketChannel}>` : '';
  return {
    ...emptyBody(),
    authorId: PEOPLE[index % PEOPLE.length]!,
    content: `${words(index, 6)} **${words(index + 3, 2)}** ${words(index + 5, 8)}${mention}`,
  };
}

const wireBytes = async (url: string, jar: CookieJar) => {
  const res = await fetchRaw(url, { jar, headers: { 'accept-encoding': 'br' } });
  return {
    status: res.status,
    encoding: res.headers['content-encoding'],
    bytes: res.body.length,
    html: brotliDecompressSync(res.body).toString(),
  };
};

t.test('a channel of 100 messages and 100 auto responses with full embeds, in the production build', async (t) => {
  const world = createWorld();
  const guild = world.guilds.get(G)!;
  const chat = guild.channels.find((entry) => entry.id === CHAT)!;
  for (let index = channelHistory(world, CHAT).length; index < COUNT; index++)
    postMessage(world, guild, chat, chatMessage(index));
  t.equal(channelHistory(world, CHAT).length, COUNT, 'the channel holds 100 messages');
  const { base, system } = await startDemo(t, {}, assetsDir, world);
  const actor = { id: DEMO_IDS.owner, name: 'demo-owner' };
  for (let index = 0; index < COUNT; index++) {
    const input = AutoResponseInput.parse({
      guildId: G,
      trigger: `frage-${index + 1}`,
      response: words(index + 500, 10),
      isEmbed: true,
      embedTitle: words(index + 600, 4),
      embedDescription: `${words(index + 700, 20)} <#${CHAT}>`,
      embedColor: (index * 40_503) % 0xffffff,
      embed: fullEmbed(index),
    });
    await createAutoResponse(system.botApi!.store.db, G, input, actor, new Date());
  }

  t.test('the auto responses page', async (t) => {
    const jar = await signInOverHttp(base, DEMO_IDS.owner);
    const page = await wireBytes(`${base}/dashboard/${G}/autoresponses`, jar);
    t.equal(page.status, 200);
    t.equal(page.encoding, 'br');
    t.match(page.html, '>frage-1<', 'the first response is on the page');
    t.match(page.html, '>frage-100<', 'and the last');
    t.ok(page.bytes <= BUDGET.autoResponses, `${page.bytes} B brotli (budget ${BUDGET.autoResponses} B)`);
  });

  t.test('the Ticket Kategorien page with 50 categories of 5 questions', async (t) => {
    let last = 0;
    for (let index = 0; index < CATEGORIES; index++) {
      const input = CategoryInput.parse({
        name: `${words(index + 800, 2)} ${index + 1}`,
        description: words(index + 900, 8),
        emoji: '🎫',
        color: '#57F287',
        sortOrder: 10 + index,
        questions: [0, 1, 2, 3, 4].map((question) => ({
          label: `${words(index * 5 + question + 1_000, 4)}?`,
          style: question % 2 ? 'paragraph' : 'short',
          required: question < 3,
          placeholder: words(index * 5 + question + 2_000, 5),
          maxLength: 500,
        })),
        staffRoleIds: [DEMO_IDS.supportRole],
        welcomeMessage: `Hallo {user}, ${words(index + 3_000, 12)}`,
      });
      last = (await createCategory(system.botApi!.store.db, G, input, actor, new Date())).id;
    }
    // The guild's first panel, showing every active category: its preview and its form list them all.
    await savePanel(
      system.botApi!.store.db,
      G,
      null,
      {
        channelId: DEMO_IDS.ticketChannel,
        title: 'Support-Tickets',
        text: words(4_000, 12),
        color: null,
        categoryIds: [],
      },
      '190000000000000001',
      actor,
      new Date(),
    );
    // Each a first visit, whose page carries the stylesheet.
    const list = await wireBytes(
      `${base}/dashboard/${G}/ticket-categories`,
      await signInOverHttp(base, DEMO_IDS.owner),
    );
    t.equal(list.status, 200);
    t.equal(list.encoding, 'br');
    t.match(list.html, `${words(CATEGORIES - 1 + 800, 2)} ${CATEGORIES}<`, 'the last category is on the page');
    t.ok(
      list.bytes <= BUDGET.ticketCategories,
      `the list: ${list.bytes} B brotli (budget ${BUDGET.ticketCategories} B)`,
    );
    const form = await wireBytes(
      `${base}/dashboard/${G}/ticket-categories?edit=${last}`,
      await signInOverHttp(base, DEMO_IDS.owner),
    );
    t.equal(form.status, 200);
    t.match(form.html, `value="${words((CATEGORIES - 1) * 5 + 4 + 1_000, 4)}?"`, 'its fifth question in the form');
    t.notMatch(form.html, 'name="intent" value="panel', "the panels' forms wait until the category form is done");
    t.ok(
      form.bytes <= BUDGET.ticketCategories,
      `a category's form: ${form.bytes} B brotli (budget ${BUDGET.ticketCategories} B)`,
    );
  });

  t.test('the Demo-Discord page of the channel', async (t) => {
    // The owner played: the cookie the page's member choice sets.
    const jar = new CookieJar();
    jar.store(`demo_member=${DEMO_IDS.owner}`);
    const page = await wireBytes(`${base}${STAND_IN_PREFIX}/demo/channels/${CHAT}`, jar);
    t.equal(page.status, 200);
    t.equal(page.encoding, 'br');
    t.match(page.html, words(COUNT - 2, 6), 'the newest messages are on the page');
    t.ok(page.bytes <= BUDGET.demoChannel, `${page.bytes} B brotli (budget ${BUDGET.demoChannel} B)`);
  });
});
