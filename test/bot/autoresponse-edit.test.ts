// The bot answers with an auto response as edited on the dashboard, in both set-ups: the edit is a change
// of the guild's configuration like any other, so the bot reads the configuration anew (in one process
// at once, split once it heard of it) and the old trigger and text are gone from its answers.
import t from 'tap';
import { DEMO_IDS } from '../../server/stand-in/world.js';
import { SET_UPS, startActing } from '../helpers/bot.js';

const G = DEMO_IDS.demoGuild;
const WELCOME = '130000000000000002';
const NEWCOMER = DEMO_IDS.newcomer;
const PAGE = `/dashboard/${G}/autoresponses`;

for (const setUp of SET_UPS)
  t.test(`an edited auto response answers with its new trigger and text (${setUp})`, async (t) => {
    const acting = await startActing(t, { setUp });
    const owner = await acting.signIn(DEMO_IDS.owner);
    // Read once before the edit, so the bot has this guild's configuration kept.
    await acting.replyTo(WELCOME, await acting.say(NEWCOMER, WELCOME, 'hilfe'));

    const edited = { intent: 'update', key: 'ip', trigger: 'server adresse', response: '**play.neu.example**' };
    t.equal(await acting.submit(owner, PAGE, edited), 303);
    const asked = await acting.say(NEWCOMER, WELCOME, 'Wie ist die Server Adresse?');
    t.equal((await acting.replyTo(WELCOME, asked)).content, '**play.neu.example**', 'the new trigger, the new text');

    // The old trigger answers no more: a later trigger is answered, the old one was passed over.
    const old = await acting.say(NEWCOMER, WELCOME, 'ip?');
    t.equal(
      await acting.submit(owner, PAGE, {
        intent: 'update',
        key: 'events',
        trigger: 'events',
        isEmbed: 'on',
        embedTitle: 'Neue Events',
        embedDescription: 'Samstag',
        embedColor: '#ED4245',
      }),
      303,
    );
    const events = await acting.say(NEWCOMER, WELCOME, 'events');
    t.match(
      (await acting.replyTo(WELCOME, events)).embeds,
      [{ title: 'Neue Events', description: 'Samstag', color: 0xed4245 }],
      'an embed as edited',
    );
    t.notOk(
      (await acting.messages(WELCOME)).some((message) => message.message_reference?.message_id === old),
      'the old trigger got no answer',
    );
  });
