// The bot answers with a full embed saved on the dashboard (text above it, fields, footer, author,
// pictures, a link, the time), and Discord (the stand-in, which checks the body against Discord's
// description and embed limits) takes it; user content pings nobody.
import t from 'tap';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { SET_UPS, startActing } from '../helpers/bot.js';

const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';
const PAGE = `/dashboard/${G}/autoresponses`;

t.test('a full embed is sent as saved, with the text above it', async (t) => {
  const acting = await startActing(t, { setUp: SET_UPS[0]! });
  const owner = await acting.signIn(DEMO_IDS.owner);
  const form = {
    intent: 'update',
    key: 'events',
    trigger: 'events',
    response: 'Hallo @everyone <@&110000000000000005>',
    isEmbed: 'on',
    embedTitle: 'Events',
    embedDescription: 'Samstag',
    embedColor: '#12ab34',
    embedUrl: 'https://example.com/events',
    embedTimestamp: 'on',
    embedAuthorName: 'Team',
    embedFooterText: 'Bis bald',
    embedImage: 'https://example.com/bild.png',
    embedThumbnail: 'https://example.com/klein.png',
    fieldName0: 'Wann',
    fieldValue0: '20 Uhr',
    fieldInline0: 'on',
    fieldName1: 'Wo',
    fieldValue1: 'Sprachkanal',
  };
  t.equal(await acting.submit(owner, PAGE, form), 303);
  const asked = await acting.say(DEMO_IDS.newcomer, WELCOME, 'events');
  const reply = await acting.replyTo(WELCOME, asked);
  t.equal(reply.content, 'Hallo @everyone <@&110000000000000005>');
  t.match(reply.embeds, [
    {
      title: 'Events',
      description: 'Samstag',
      color: 0x12ab34,
      url: 'https://example.com/events',
      timestamp: String,
      author: { name: 'Team' },
      footer: { text: 'Bis bald' },
      image: { url: 'https://example.com/bild.png' },
      thumbnail: { url: 'https://example.com/klein.png' },
      fields: [
        { name: 'Wann', value: '20 Uhr', inline: true },
        { name: 'Wo', value: 'Sprachkanal', inline: false },
      ],
    },
  ]);
  t.same(reply.mention_everyone, false, 'no @everyone ping');
  t.same(reply.mention_roles ?? [], [], 'no role ping');
});
