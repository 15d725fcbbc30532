// The auto response form's full embeds and mention picker without JavaScript: the body the bot API is
// sent, Einfügen and Feld hinzufügen sending the form back with everything typed, refusals field by
// field, and the preview of it all (deleted mentions as Discord shows them).
import t from 'tap';
import { elements, fieldErrorOf, textOf } from '../../helpers/app.js';
import { G, MODERATOR_ROLE, PAGE, response, setup } from '../../helpers/autoresponses.js';

const CHANNEL = '130000000000000002';
const MEMBER = '140000000000000003';
const EMBED = {
  intent: 'create',
  trigger: 'regeln',
  response: 'Bitte lesen:',
  isEmbed: 'on',
  embedTitle: 'Regeln',
  embedDescription: 'Sei nett',
  embedColor: '#12ab34',
  embedUrl: 'https://example.com/regeln',
  embedTimestamp: 'on',
  embedAuthorName: 'Team',
  embedAuthorUrl: 'https://example.com',
  embedAuthorIcon: '',
  embedFooterText: 'Stand: Juni',
  embedFooterIcon: 'https://cdn.discordapp.com/icons/1/a.png',
  embedImage: 'https://example.com/bild.png',
  embedThumbnail: '',
  fieldName0: 'Eins',
  fieldValue0: 'Kein Spam',
  fieldInline0: 'on',
  fieldName1: '',
  fieldValue1: '',
  fieldName2: 'Drei',
  fieldValue2: 'Freundlich bleiben',
  fieldRows: '4',
  mentionTarget: 'response',
  mentionChannel: CHANNEL,
};

t.test(
  'saving an embed sends its parts: link, time, author, footer, pictures, the filled fields in order',
  async (t) => {
    const { post, bot } = await setup(t);
    let sent: unknown;
    bot.intercept({ path: `/api/autoresponses/${G}`, method: 'POST' }).reply((options) => {
      sent = JSON.parse(String(options.body));
      return { statusCode: 201, data: response(3, 'regeln') };
    });
    t.equal((await post(EMBED)).statusCode, 303);
    t.same(sent, {
      trigger: 'regeln',
      response: 'Bitte lesen:',
      isEmbed: true,
      embedTitle: 'Regeln',
      embedDescription: 'Sei nett',
      embedColor: 0x12ab34,
      embed: {
        url: 'https://example.com/regeln',
        timestamp: true,
        fields: [
          { name: 'Eins', value: 'Kein Spam', inline: true },
          { name: 'Drei', value: 'Freundlich bleiben', inline: false },
        ],
        footer: { text: 'Stand: Juni', iconUrl: 'https://cdn.discordapp.com/icons/1/a.png' },
        author: { name: 'Team', url: 'https://example.com', iconUrl: null },
        imageUrl: 'https://example.com/bild.png',
        thumbnailUrl: null,
      },
      guildId: G,
    });
  },
);

t.test('Einfügen sends the form back with the mention added, nothing saved, nothing typed lost', async (t) => {
  const { post, list } = await setup(t);
  list();
  const channel = await post({ ...EMBED, compose: 'channel' });
  t.equal(channel.statusCode, 200);
  const form = elements(channel.body, 'form', { class: 'card form autoresponse-form' })[0]?.html ?? '';
  t.equal(elements(form, 'textarea', { name: 'response' })[0]?.text, `Bitte lesen: <#${CHANNEL}>`);
  t.equal(elements(form, 'input', { name: 'fieldName2' })[0]?.attributes.value, 'Drei', 'the fields stay');
  t.equal(elements(form, 'input', { name: 'embedImage' })[0]?.attributes.value, 'https://example.com/bild.png');
  t.match(textOf(form), 'Bitte lesen: #willkommen', 'the preview shows it');
  list();
  const role = await post({
    ...EMBED,
    mentionTarget: 'embedDescription',
    mentionRole: MODERATOR_ROLE,
    compose: 'role',
  });
  t.equal(elements(role.body, 'textarea', { name: 'embedDescription' })[0]?.text, `Sei nett <@&${MODERATOR_ROLE}>`);
  t.equal(elements(role.body, 'textarea', { name: 'response' })[0]?.text, 'Bitte lesen:');
  list();
  const member = await post({ ...EMBED, response: '', mentionMember: MEMBER, compose: 'member' });
  t.equal(elements(member.body, 'textarea', { name: 'response' })[0]?.text, `<@${MEMBER}>`);
  t.same(
    elements(member.body, 'select', { name: 'mentionMember' })[0]?.html.match(/<option[^>]*>[^<]*/g),
    [`<option value="${MEMBER}">@Alex`],
    'the members offered',
  );
  list();
  const rows = await post({ ...EMBED, compose: 'field' });
  t.equal(rows.statusCode, 200);
  t.equal(elements(rows.body, 'input', { name: 'fieldName4' }).length, 1, 'Feld hinzufügen: one more row');
  t.equal(elements(rows.body, 'input', { name: 'fieldRows' })[0]?.attributes.value, '5');
});

t.test(
  'refusals name the field: a picture that is not http(s), half a field, a field too long, 6,000 in all',
  async (t) => {
    const { post, list } = await setup(t);
    list();
    const picture = await post({ ...EMBED, embedImage: 'javascript:alert(1)', embedAuthorUrl: 'ftp://example.com' });
    t.equal(picture.statusCode, 400);
    t.equal(
      fieldErrorOf(picture.body, 'embedImage'),
      'Bitte eine Adresse angeben, die mit http:// oder https:// beginnt',
    );
    t.equal(
      fieldErrorOf(picture.body, 'embedAuthorUrl'),
      'Bitte eine Adresse angeben, die mit http:// oder https:// beginnt',
    );
    list();
    const half = await post({ ...EMBED, fieldValue2: '', fieldValue0: 'x'.repeat(1025) });
    t.equal(fieldErrorOf(half.body, 'fieldValue2'), 'Pflichtfeld');
    t.equal(fieldErrorOf(half.body, 'fieldValue0'), 'Höchstens 1024 Zeichen');
    list();
    const long = await post({
      ...EMBED,
      embedDescription: 'x'.repeat(4096),
      fieldValue0: 'y'.repeat(1024),
      fieldValue2: 'z'.repeat(1000),
    });
    t.equal(long.statusCode, 400);
    t.match(
      textOf(long.body),
      'Ein Embed darf insgesamt höchstens 6000 Zeichen haben (Titel, Beschreibung, Felder, Fußzeile, Autor)',
    );
    list();
    const english = await post({ ...EMBED, embedThumbnail: 'data:image/png;base64,AA' }, `${PAGE}?lang=en`);
    t.match(textOf(english.body), 'http');
  },
);

t.test(
  'the preview renders fields, footer, author, the title link; deleted mentions as Discord shows them',
  async (t) => {
    const { post } = await setup(t);
    const res = await post(
      { ...EMBED, response: 'Hallo <#130000000000000009> <@&110000000000000009>' },
      `${PAGE}/preview`,
    );
    t.equal(res.statusCode, 200);
    t.same(
      elements(res.body, 'span', { class: 'md-mention' }).map((mention) => mention.text),
      ['#deleted-channel', '@deleted-role'],
    );
    const text = textOf(res.body);
    t.match(text, 'Team Regeln Sei nett Eins Kein Spam Drei Freundlich bleiben');
    t.match(text, 'Stand: Juni •');
    t.equal(elements(res.body, 'a', { href: 'https://example.com/regeln' })[0]?.text, 'Regeln');
    t.equal(elements(res.body, 'div', { class: 'embed__field embed__field--inline' }).length, 1);
  },
);
