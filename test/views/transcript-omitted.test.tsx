// A transcript the bot shortened (its ticket was past the transcript limits): the view says how many
// messages were left out and which stayed, in each catalogue's words, marks the gap between the kept
// messages, and the text export says it in its header. A transcript that left nothing out says nothing.
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { readTranscript } from '../../server/contract/transcript.js';
import { renderTranscriptMessages } from '../../server/dashboard/render/transcript-messages.js';
import { CATALOGUES } from '../../views/i18n/catalogues.js';
import type { Texts } from '../../views/i18n/texts.js';
import { dateFormat } from '../../views/lib/date-format.js';
import { transcriptPlainText } from '../../views/transcript/plain-text.js';
import { TranscriptView } from '../../views/transcript/TranscriptView.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const message = (id: number) => ({
  id: String(id),
  timestamp: '2026-11-22T09:15:00.000Z',
  content: `Nachricht ${id}`,
  author: { id: '2', displayName: 'Sophie' },
});
/** Five messages of a ticket of 12: the first two and the last three, seven left out after the second. */
const shortened = (omitted: object) =>
  JSON.stringify({
    header: { channelName: 'ticket-0001', guildName: 'Demo Guild', totalMessages: 12, ...omitted },
    messages: [1, 2, 10, 11, 12].map(message),
  });

async function render(json: string, texts: Texts) {
  const transcript = (await readTranscript(json))!;
  const dates = dateFormat('Europe/Berlin', texts.dates);
  const messagesHtml = await renderTranscriptMessages(transcript, 'https://cdn.discordapp.com', {
    now: NOW,
    dates,
    texts,
  });
  const html = renderToStaticMarkup(
    <TranscriptView
      transcript={transcript}
      now={NOW}
      dates={dates}
      texts={texts.transcript}
      messagesHtml={messagesHtml}
    />,
  );
  const record = { id: 1, username: 'sophie', reason: '', created_at: NOW.toISOString(), closed_at: NOW.toISOString() };
  return { html, text: transcriptPlainText(record, transcript, dates, texts) };
}

const NOTES = {
  spec: 'Gekürzt: Das Ticket war zu lang für ein Transcript. 7 von 12 Nachrichten wurden beim Schließen ausgelassen; erhalten sind der Anfang und das Ende des Tickets (2 + 3 Nachrichten).',
  de: 'Gekürzt: Das Ticket war zu lang für ein Transkript. 7 von 12 Nachrichten wurden beim Schließen ausgelassen; erhalten sind der Anfang und das Ende des Tickets (2 + 3 Nachrichten).',
  en: 'Shortened: the ticket was too long for one transcript. 7 of 12 messages were left out when it closed; the beginning and the end of the ticket are kept (2 + 3 messages).',
};
const GAPS = { spec: '7 Nachrichten ausgelassen', de: '7 Nachrichten ausgelassen', en: '7 messages left out' };

for (const language of ['spec', 'de', 'en'] as const) {
  t.test(`a shortened transcript says so and marks the gap (${language})`, async (t) => {
    const { html, text } = await render(shortened({ omittedMessages: 7, omittedAfter: 2 }), CATALOGUES[language]);
    t.match(html, `<p class="alert alert--info" role="note">${NOTES[language]}</p>`, 'the note above the messages');
    t.match(html, `</li><li class="message-gap">${GAPS[language]}</li><li class="message" id="m-10">`, 'the gap');
    t.ok(html.indexOf('id="m-2"') < html.indexOf('message-gap'), 'after the beginning');
    t.match(text, `: 12\n${NOTES[language]}\n\n`, 'the text export says it after the count');
  });
}

t.test('one message left out is one', async (t) => {
  const json = JSON.stringify({
    header: { totalMessages: 3, omittedMessages: 1, omittedAfter: 1 },
    messages: [1, 3].map(message),
  });
  t.match((await render(json, CATALOGUES.spec)).html, '1 von 3 Nachrichten wurde beim Schließen ausgelassen');
  t.match((await render(json, CATALOGUES.en)).html, '1 message left out');
});

t.test('a gap after every kept message is marked at the end', async (t) => {
  const { html } = await render(shortened({ omittedMessages: 7, omittedAfter: 5 }), CATALOGUES.spec);
  t.match(html, 'id="m-12"');
  t.ok(html.indexOf('message-gap') > html.indexOf('id="m-12"'), 'after the last');
});

t.test('nothing left out, or no place for the gap: no note and no mark', async (t) => {
  for (const omitted of [{}, { omittedMessages: 0 }, { omittedMessages: 7 }, { omittedMessages: 'viele' }]) {
    const { html, text } = await render(shortened(omitted), CATALOGUES.spec);
    t.notMatch(html, /message-gap|role="note"|Gekürzt/, JSON.stringify(omitted));
    t.notMatch(text, /Gekürzt/);
  }
});
