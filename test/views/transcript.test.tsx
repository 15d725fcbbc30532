// The transcript renderer: both author shapes, every message part, the empty and error texts, and that
// nothing from a transcript can become a script URL or an event handler.
import fc from 'fast-check';
import t from 'tap';
import { renderToStaticMarkup } from 'react-dom/server';
import { fileReferences, readTranscript } from '../../server/contract/transcript.js';
import { TRANSCRIPT_LIMITS } from '../../server/contract/index.js';
import { TranscriptView } from '../../views/transcript/TranscriptView.js';
import { renderTranscriptMessages } from '../../server/dashboard/render/transcript-messages.js';
import { dateFormat } from '../../views/lib/date-format.js';
import { SPEC_TEXTS } from '../../views/i18n/texts.js';
import { alertOf, attributesOf, elements, hasElement, textOf } from '../helpers/app.js';

const CDN = 'https://cdn.discordapp.com';
const NOW = new Date('2026-11-22T12:00:00.000Z');
const BERLIN = dateFormat('Europe/Berlin', SPEC_TEXTS.dates);
const CLOCK = { now: NOW, dates: BERLIN, texts: SPEC_TEXTS };
async function render(json: string, cdnBase = CDN): Promise<string> {
  const transcript = await readTranscript(json);
  const messagesHtml = await renderTranscriptMessages(transcript, cdnBase, CLOCK);
  return renderToStaticMarkup(
    <TranscriptView
      transcript={transcript}
      now={NOW}
      dates={BERLIN}
      texts={SPEC_TEXTS.transcript}
      messagesHtml={messagesHtml}
    />,
  );
}

const full = {
  header: {
    channelName: 'ticket-0001',
    guildName: 'Demo Guild',
    totalMessages: 3,
    generated: '2026-11-22T09:30:00.000Z',
  },
  messages: [
    {
      id: '1',
      timestamp: '2026-11-22T09:15:00.000Z',
      content:
        '**fett** *kursiv* __unter__ ~~durch~~ `code` ||geheim|| <@200000000000000013> <:kekw:140000000000000099> [Doku](https://docs.example.com)\n> Zitat\n```\nblock\n```',
      edited: true,
      pinned: true,
      author: {
        id: '200000000000000013',
        displayName: 'Sophie',
        bot: false,
        avatarURL: `${CDN}/avatars/200000000000000013/abc.png?size=40`,
      },
      attachments: [
        {
          name: 'bild.png',
          url: `${CDN}/attachments/1/2/bild.png`,
          proxyUrl: 'https://media.discordapp.net/attachments/1/2/bild.png',
          contentType: 'image/png',
          size: 482133,
        },
        { name: 'clip.mp4', url: `${CDN}/attachments/1/3/clip.mp4`, contentType: 'video/mp4', size: 7340032 },
        {
          name: 'lebenslauf.pdf',
          url: `${CDN}/attachments/1/4/lebenslauf.pdf`,
          contentType: 'application/pdf',
          size: 1248576,
        },
      ],
      reactions: [{ emoji: { name: '🎉' }, count: 3 }],
    },
    {
      id: '2',
      timestamp: '2026-11-21T20:05:00.000Z',
      content: '',
      author: { id: '900000000000000001', username: 'Guildhall', discriminator: '7731', avatar: 'c1b2', bot: true },
      embeds: [
        {
          color: 0x57f287,
          author: { name: 'Support', iconURL: `${CDN}/avatars/9/a.png` },
          title: 'Status',
          url: 'https://status.example.com',
          description: 'Alles **gut**',
          fields: [
            { name: 'A', value: '1', inline: true },
            { name: 'B', value: '2' },
          ],
          thumbnail: { url: `${CDN}/attachments/1/5/t.png` },
          image: { url: `${CDN}/attachments/1/6/i.png` },
          footer: { text: 'Fuß', iconURL: `${CDN}/icons/1/f.png` },
          timestamp: '2026-11-21T20:05:00.000Z',
        },
        { title: 'Ohne Farbe' },
      ],
    },
    {
      id: '3',
      timestamp: '2026-11-10T08:00:00.000Z',
      content: 'alt',
      author: { id: '200000000000000015', username: 'jonas', discriminator: '1312', avatar: null },
    },
  ],
};

t.test('every part of a message renders, in both author shapes', async (t) => {
  const html = await render(JSON.stringify(full));
  const text = textOf(html);
  for (const part of [
    '#ticket-0001',
    'Demo Guild',
    'Sophie',
    'Heute um 10:15',
    '(bearbeitet)',
    'Gestern um 21:05',
    '10.11.2026 09:00',
    'Guildhall',
    'BOT',
    'jonas',
    '1.19 MB',
    '🎉 3',
    'Alles gut',
    'Fuß • 21.11.2026 21:05',
  ]) {
    t.match(text, part, part);
  }
  // Each kind of formatting, link and attachment becomes its element, with what makes it safe and usable.
  const CDN_FILES = 'https://cdn.discordapp.com/attachments/1';
  const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' };
  const parts: [string, Record<string, string>, string?][] = [
    ['strong', {}, 'fett'],
    ['em', {}, 'kursiv'],
    ['u', {}, 'unter'],
    ['s', {}, 'durch'],
    ['code', {}, 'code'],
    ['span', { class: 'md-spoiler', tabindex: '0', title: 'Spoiler' }, 'geheim'],
    ['span', { class: 'md-mention' }, '@Sophie'],
    ['img', { class: 'md-emoji', src: 'https://cdn.discordapp.com/emojis/140000000000000099.png', alt: ':kekw:' }],
    ['a', { href: 'https://docs.example.com/', ...NEW_TAB }, 'Doku'],
    ['img', { class: 'attachment--image', src: `${CDN_FILES}/2/bild.png` }],
    ['video', { class: 'attachment--video', src: `${CDN_FILES}/3/clip.mp4`, controls: '' }],
    ['a', { href: `${CDN_FILES}/4/lebenslauf.pdf`, ...NEW_TAB }, 'lebenslauf.pdf'],
  ];
  for (const [tag, attributes, content] of parts)
    t.ok(hasElement(html, tag, attributes, content), `<${tag}> ${JSON.stringify(attributes)} ${content ?? ''}`);
  t.match(elements(html, 'blockquote', { class: 'md-quote' })[0]?.text, /^Zitat/);
  t.match(elements(elements(html, 'pre', { class: 'md-codeblock' })[0]?.html ?? '', 'code')[0]?.text, /^block/);
  t.match(html, 'aria-label="Angeheftet"');
  t.same(
    elements(html, 'svg', { class: 'embed__bar' }).map((bar) => elements(bar.html, 'rect')[0]?.attributes.fill),
    ['#57f287', '#202225'],
    "each embed's colour bar: its own colour, else the fallback",
  );
  t.match(html, 'class="embed__field embed__field--inline"');
  t.ok(hasElement(html, 'img', { class: 'embed__thumbnail', src: `${CDN_FILES}/5/t.png` }), 'the thumbnail');
  t.ok(hasElement(html, 'img', { class: 'embed__image', src: `${CDN_FILES}/6/i.png` }), 'the image');
  t.match(
    html,
    'src="https://cdn.discordapp.com/avatars/900000000000000001/c1b2.png?size=40" alt="" width="40" height="40"',
    'older shape: avatar hash',
  );
  t.match(
    html,
    'src="https://cdn.discordapp.com/embed/avatars/2.png?size=40"'.replace('?size=40', ''),
    'older shape without avatar: discriminator 1312 % 5 = 2',
  );
});

t.test(
  "role and channel mentions: the transcript's own names, else the guild's current ones, else the id",
  async (t) => {
    const json = JSON.stringify({
      roles: { '300000000000000001': 'Support (damals)' },
      channels: { '400000000000000001': 'allgemein' },
      messages: [
        {
          id: '1',
          content:
            '<@&300000000000000001> <@&300000000000000002> <@&300000000000000003> <#400000000000000001> <#400000000000000002> <#400000000000000003>',
          author: { displayName: 'Sophie' },
        },
      ],
    });
    const transcript = await readTranscript(json);
    const current = {
      roles: { '300000000000000001': 'Support', '300000000000000002': 'Moderator' },
      channels: { '400000000000000002': 'tickets' },
    };
    const html = await renderTranscriptMessages(transcript, CDN, CLOCK, current);
    t.match(textOf(html), '@Support (damals) @Moderator @300000000000000003 #allgemein #tickets #400000000000000003');
    t.ok(
      hasElement(html, 'span', { class: 'md-mention', title: 'Rolle 300000000000000002' }, '@Moderator'),
      'a role mention names its id',
    );
    const hostile = await readTranscript(
      JSON.stringify({
        roles: { '300000000000000001': '<img src=x onerror=alert(1)>' },
        messages: [{ id: '1', content: '<@&300000000000000001>' }],
      }),
    );
    t.match(
      await renderTranscriptMessages(hostile, CDN, CLOCK),
      '@&lt;img src=x onerror=alert(1)&gt;',
      'a name is text, escaped',
    );
    t.same(
      (await readTranscript(JSON.stringify({ users: [1], roles: 'nope', channels: { x: 1 }, messages: [] })))!.mentions,
      { users: {}, roles: {}, channels: {} },
      'malformed maps are ignored',
    );
    const recorded = await readTranscript(
      JSON.stringify({
        users: { '200000000000000099': 'Quinn' },
        messages: [{ id: '1', content: 'Hallo <@200000000000000099>' }],
      }),
    )!;
    t.match(
      await renderTranscriptMessages(recorded, CDN, CLOCK),
      '@Quinn',
      'a mentioned user who wrote nothing is named from the transcript’s own names',
    );
  },
);

t.test('the stand-in CDN serves the same paths in demo mode', async (t) => {
  const html = await render(JSON.stringify(full), 'http://127.0.0.1:3000/_discord/cdn');
  t.match(html, 'src="http://127.0.0.1:3000/_discord/cdn/attachments/1/2/bild.png"');
  t.notMatch(html, /src="https:\/\/cdn\.discordapp\.com/);
});

t.test('empty and invalid transcripts show their own texts', async (t) => {
  t.match(await render('{}'), 'Keine Nachrichten im Transcript gefunden');
  t.match(await render('{"messages": []}'), 'Keine Nachrichten im Transcript gefunden');
  for (const bad of ['not json', '[1,2]', 'null', '"text"'])
    t.same(alertOf(await render(bad)), { message: 'Fehler beim Laden des Transcripts' }, bad);
});

t.test('H5 a stored transcript of more messages than the limit shows its first messages, never none', async (t) => {
  const messages = Array.from({ length: TRANSCRIPT_LIMITS.messages + 1 }, (_, index) => ({
    id: String(index + 1),
    content: `Nachricht ${index + 1}`,
  }));
  const transcript = (await readTranscript(JSON.stringify({ messages })))!;
  t.equal(
    transcript.messages.length,
    TRANSCRIPT_LIMITS.messages,
    'the limit of the contract, read from the one definition',
  );
  t.equal(transcript.messages.at(-1)!.content, `Nachricht ${TRANSCRIPT_LIMITS.messages}`);
  t.equal(transcript.header.totalMessages, TRANSCRIPT_LIMITS.messages);
});

t.test("H4 files past the archive's limit show as placeholders, never as the CDN's links", async (t) => {
  const file = (n: number) => ({
    name: `f${n}.png`,
    url: `${CDN}/attachments/9/${n}/f${n}.png`,
    contentType: 'image/png',
    size: 1024,
  });
  const attachments = Array.from({ length: TRANSCRIPT_LIMITS.files + 2 }, (_, n) => file(n));
  const embeds = [{ title: 'Bild', image: { url: `${CDN}/attachments/9/e/embed.png` } }];
  const messages = [0, 50, 100].map((from, index) => ({
    id: String(index + 1),
    content: 'Dateien',
    attachments: attachments.slice(from, from + 50),
  }));
  const transcript = (await readTranscript(
    JSON.stringify({ messages: [...messages, { id: '4', content: 'Bild', embeds }] }),
  ))!;
  const { fetched, pastLimit } = fileReferences(transcript);
  t.equal(fetched.length, TRANSCRIPT_LIMITS.files);
  t.same(
    pastLimit.map((ref) => ref.url),
    [file(TRANSCRIPT_LIMITS.files).url, file(TRANSCRIPT_LIMITS.files + 1).url, embeds[0]!.image.url],
    'in the order they appear',
  );
  const files = fetched.map((ref, id) => ({
    id,
    url: ref.url,
    name: ref.name ?? '',
    size: ref.size,
    content_type: 'image/png',
    status: 'unavailable' as const,
  }));
  const html = await renderTranscriptMessages(transcript, CDN, CLOCK, undefined, {
    files,
    hrefOf: (archived) => `/files/${archived.id}`,
  });
  const past = SPEC_TEXTS.transcript.notArchived.pastLimit(TRANSCRIPT_LIMITS.files);
  t.equal(html.split(past).length - 1, 2, 'each attachment past the limit is a placeholder with its reason');
  t.match(textOf(html), `f${TRANSCRIPT_LIMITS.files}.png 0.00 MB ${past}`);
  t.notMatch(html, /attachments\/9\/(100|101|e)\//, 'no link to a file the archive never fetched');
});

t.test("timestamps: 'Heute um', 'Gestern um', otherwise the date (Berlin time)", async (t) => {
  t.equal(BERLIN.messageTime('2026-11-22T22:59:00.000Z', NOW), 'Heute um 23:59');
  t.equal(
    BERLIN.messageTime('2026-11-21T23:30:00.000Z', NOW),
    'Gestern um 00:30'.replace('Gestern', 'Heute'),
    'midnight Berlin is 23:00 UTC',
  );
  t.equal(BERLIN.messageTime('2026-11-21T10:00:00.000Z', NOW), 'Gestern um 11:00');
  t.equal(BERLIN.messageTime('2026-01-02T03:04:00.000Z', NOW), '02.01.2026 04:04');
  t.equal(BERLIN.messageTime('garbage', NOW), '');
});

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\u0001javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.test/x.png',
  'https://evil.test/x.png',
  '/relative',
  '"><img src=x onerror=alert(1)>',
];

t.test('E2 and E3 XSS corpus: no hostile URL reaches an href or src, and markup in text stays text', async (t) => {
  for (const url of HOSTILE_URLS) {
    const json = JSON.stringify({
      messages: [
        {
          id: '1',
          content: `[klick](${url}) <${url}> ${url} **<img src=x onerror=alert(1)>**`,
          author: { displayName: '<script>alert(1)</script>', avatarURL: url },
          attachments: [{ name: '<b>x</b>', url, proxyUrl: url, contentType: 'image/png', size: 1 }],
          embeds: [
            {
              title: 't',
              url,
              author: { name: 'a', url, iconURL: url },
              thumbnail: { url },
              image: { url },
              footer: { text: 'f', iconURL: url },
              fields: [{ name: `[x](${url})`, value: url }],
            },
          ],
        },
      ],
    });
    const html = await render(json);
    for (const [, attribute, value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      t.ok(
        /^https:\/\/(cdn\.discordapp\.com|docs\.example\.com)\//.test(value!) ||
          (attribute === 'href' && /^https?:\/\//.test(value!) && !value!.includes('javascript')),
        `${JSON.stringify(url)}: ${attribute}="${value}"`,
      );
    }
    t.notOk(
      attributesOf(html).some((attribute) => /^on/i.test(attribute.name)),
      `${JSON.stringify(url)}: no event handler attribute`,
    );
    t.notMatch(html, /<script|<img src=x/i);
    t.match(
      html,
      '&lt;img src=x onerror=alert(1)&gt;',
      'markup in the message is text (parsed to an AST, rendered as React elements)',
    );
    t.notMatch(html, /src="https:\/\/evil/);
  }
});

const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE_URLS),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '" onmouseover="alert(1)',
    "' onload='x",
    '[a](javascript:x)',
    '<a:x:1>',
    '<@1>',
  ),
);
const arbitraryTranscript = fc.record(
  {
    header: fc.record(
      { channelName: hostileString, guildName: hostileString, generated: hostileString },
      { requiredKeys: [] },
    ),
    messages: fc.array(
      fc.record(
        {
          id: hostileString,
          timestamp: hostileString,
          content: hostileString,
          edited: fc.boolean(),
          author: fc.record(
            {
              id: hostileString,
              displayName: hostileString,
              username: hostileString,
              discriminator: hostileString,
              avatar: hostileString,
              avatarURL: hostileString,
              bot: fc.boolean(),
            },
            { requiredKeys: [] },
          ),
          attachments: fc.array(
            fc.record(
              {
                name: hostileString,
                url: hostileString,
                proxyUrl: hostileString,
                contentType: fc.constantFrom('image/png', 'video/mp4', 'text/plain'),
                size: fc.nat(),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 3 },
          ),
          embeds: fc.array(
            fc.record(
              {
                color: fc.integer(),
                title: hostileString,
                url: hostileString,
                description: hostileString,
                author: fc.record(
                  { name: hostileString, url: hostileString, iconURL: hostileString },
                  { requiredKeys: [] },
                ),
                fields: fc.array(fc.record({ name: hostileString, value: hostileString, inline: fc.boolean() }), {
                  maxLength: 3,
                }),
                thumbnail: fc.record({ url: hostileString }),
                image: fc.record({ url: hostileString }),
                footer: fc.record({ text: hostileString, iconURL: hostileString }, { requiredKeys: [] }),
              },
              { requiredKeys: [] },
            ),
            { maxLength: 2 },
          ),
          reactions: fc.array(fc.record({ emoji: fc.record({ name: hostileString }), count: fc.integer() }), {
            maxLength: 2,
          }),
        },
        { requiredKeys: [] },
      ),
      { maxLength: 4 },
    ),
  },
  { requiredKeys: [] },
);

t.test(
  'E3 and E4 property: for any transcript JSON, only http(s) URLs reach href/src, only Discord hosts reach src, and no event handler appears',
  async (t) => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(arbitraryTranscript, fc.anything()), async (value) => {
        const html = await render(JSON.stringify(value) ?? 'null');
        for (const { name, value: url } of attributesOf(html)) {
          if (/^on/i.test(name)) return false;
          if (name === 'href' && !/^https?:\/\//i.test(url)) return false;
          if (name === 'src' && !url.startsWith('https://cdn.discordapp.com/')) return false;
        }
        // Every link that leaves the page opens without handing over window.opener or the referrer.
        if (
          [...html.matchAll(/<a [^>]*>/g)].some(
            ([tag]) => /href="https?:/.test(tag) && !tag.includes('rel="noopener noreferrer"'),
          )
        )
          return false;
        return !/<script/i.test(html);
      }),
      { numRuns: 400 },
    );
    t.pass('400 random transcripts rendered safely');
  },
);
