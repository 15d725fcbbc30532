// The pages read every word from the catalogue. Each page is rendered with the
// pseudo-catalogue (every text its own key in brackets) and representative data in every state it
// has; what is left outside the brackets may only be that data. And every catalogue has every key.
import type { ReactElement } from 'react';
import t from 'tap';
import { renderTranscriptMessages } from '../../server/dashboard/render/transcript-messages.js';
import { LoadErrorState, RefusalState } from '../../views/components/LoadErrorState.js';
import { CATALOGUES } from '../../views/i18n/catalogues.js';
import { SPEC_TEXTS, type Texts } from '../../views/i18n/texts.js';
import { dateFormat } from '../../views/lib/date-format.js';
import { ErrorPage } from '../../views/pages/ErrorPage.js';
import { GuildPickerPage } from '../../views/pages/GuildPicker.js';
import { LoginPage } from '../../views/pages/Login.js';
import { OverviewPage } from '../../views/pages/Overview.js';
import { PrivacyPage } from '../../views/pages/PrivacyPage.js';
import { TermsPage } from '../../views/pages/TermsPage.js';
import { StatisticsPage } from '../../views/pages/StatisticsPage.js';
import { TicketSearchPage, type SearchData } from '../../views/pages/TicketSearchPage.js';
import { TicketsPage, type TicketsData } from '../../views/pages/TicketsPage.js';
import { TicketClosePage, type TicketCloseData } from '../../views/pages/TicketClosePage.js';
import { TranscriptPage } from '../../views/pages/TranscriptPage.js';
import { readTranscript } from '../../server/contract/transcript.js';
import { PSEUDO, render, shell, wordsOutside } from '../helpers/catalogue.js';
import { busyWeek, quietWeek } from '../helpers/ticket-stats.js';

/**
 * The data the pages below show (names, reasons, messages: words that are not the interface's), a date
 * as the locale writes it, and the unit of attachment sizes (MB in every language).
 */
const DATA = [
  'Ada',
  // A ticket's answer to its category's question.
  'Wie alt bist du?',
  '17',
  'Erste Gilde',
  'Beschwerde',
  'Hallo',
  'Welt',
  'ticket-0007',
  'bild.png',
  'Support',
  'Sophie',
  'geheim',
  'Fehlerdetail',
  '1. Januar 2020',
  'MB',
];

const row = (id: number, closed: boolean) => ({
  id,
  username: 'Ada',
  reason: id % 2 ? 'Beschwerde' : '',
  created_at: '2026-11-20T10:00:00.000Z',
  closed_at: closed ? '2026-11-21T10:00:00.000Z' : null,
  channelHref: closed ? null : `/_discord/demo/channels/19000000000000000${id}`,
  claimedBy: id % 2 ? 'Mia | Mod' : null,
});
const tickets = (overrides: Partial<TicketsData>): TicketsData => ({
  guildId: '100000000000000001',
  total: 3,
  open: 1,
  status: 'closed',
  sort: 'newest',
  size: 25,
  rows: [row(7, true), row(8, true)],
  newerCursor: 'a',
  olderCursor: 'b',
  now: '2026-11-22T10:00:00.000Z',
  ...overrides,
});
const openTicket = {
  id: 9,
  user_id: '200000000000000013',
  username: 'Ada',
  reason: 'Beschwerde',
  status: 'open' as const,
  category_id: 1,
  category_name: 'Support',
  channel_id: '190000000000000009',
  created_at: '2026-11-20T10:00:00.000Z',
  closed_at: null,
  claimed_by: '200000000000000014',
  claimed_by_name: 'Sophie',
  first_response_at: null,
  closed_by: null,
  close_requested_by: null,
  close_reason: null,
  close_kind: null,
  rating: null,
  feedback: null,
  rated_at: null,
  priority: 'normal' as const,
  answers: [],
  last_activity_at: '2026-11-21T10:00:00.000Z',
};
const closeStep = (overrides: Partial<TicketCloseData>) => (
  <TicketClosePage
    data={{
      guildId: '100000000000000001',
      ticket: openTicket,
      channelHref: '/_discord/demo/channels/190000000000000009',
      mayClose: true,
      now: '2026-11-22T10:00:00.000Z',
      ...overrides,
    }}
    shell={shell}
    form={null}
  />
);
const search = (overrides: Partial<SearchData>): SearchData => ({
  guildId: '100000000000000001',
  values: { q: 'Hallo', user: '', from: '', to: '', category: '', in: 'all' },
  categories: [{ id: 1, name: 'Support' }],
  searched: true,
  error: null,
  hits: [
    { ticket: { ...row(7, true), status: 'closed' }, messageId: '1', excerpt: '\u0002Hallo\u0003 Welt' },
    { ticket: { ...row(8, false), status: 'open' }, messageId: null, excerpt: 'Ada' },
  ],
  olderCursor: 'c',
  ...overrides,
});
const stats = {
  guildId: '100000000000000001',
  guildName: 'Erste Gilde',
  guildIcon: null,
  totalMembers: 10,
  onlineMembers: 3,
  humanMembers: 8,
  botMembers: 2,
  totalChannels: 12,
  textChannels: 8,
  voiceChannels: 3,
  categories: 1,
  totalRoles: 5,
  verificationLevel: 2,
  premiumTier: 9,
  premiumSubscriptionCount: 0,
  createdAt: '2020-01-01T00:00:00.000Z',
  botJoinedAt: null,
  ticketCount: 3,
  openTickets: 1,
  autoResponseCount: 4,
};
const CDN = 'https://cdn.discordapp.com';
const transcriptJson = JSON.stringify({
  header: {
    channelName: 'ticket-0007',
    guildName: 'Erste Gilde',
    totalMessages: 2,
    generated: '2026-11-21T10:00:00.000Z',
    // Shortened by the bot: its note and the mark of the gap.
    omittedMessages: 1,
    omittedAfter: 1,
  },
  messages: [
    {
      id: '1',
      timestamp: '2026-11-21T09:00:00.000Z',
      content: 'Hallo Welt <@999> <@&5> <#6> ||geheim||',
      edited: true,
      pinned: true,
      author: { id: '2', displayName: 'Sophie', bot: true },
      attachments: [{ name: 'bild.png', url: `${CDN}/attachments/1/2/bild.png`, contentType: 'image/png', size: 1000 }],
      reactions: [],
    },
  ],
});
const record = {
  ...row(7, true),
  transcript: transcriptJson,
  answers: [{ question: 'Wie alt bist du?', answer: '17' }],
  files: [
    {
      id: 1,
      url: `${CDN}/attachments/1/2/bild.png`,
      name: 'bild.png',
      size: 1000,
      content_type: 'image/png',
      status: 'too_large' as const,
    },
  ],
};
const NOW = new Date('2026-11-22T12:00:00.000Z');
const archive = { files: record.files, hrefOf: () => '/file' };
const transcript = await readTranscript(transcriptJson);
const messagesHtml = await renderTranscriptMessages(
  transcript,
  CDN,
  { now: NOW, dates: dateFormat('Europe/Berlin', PSEUDO.dates), texts: PSEUDO },
  undefined,
  archive,
);
const empty = await readTranscript(
  JSON.stringify({ header: { channelName: 'ticket-0007', guildName: 'Erste Gilde', totalMessages: 0 }, messages: [] }),
);
const transcriptPage = (result: Parameters<typeof TranscriptPage>[0]['data']['result']) => (
  <TranscriptPage
    data={{ guildId: '100000000000000001', ticketId: 7, result, now: NOW.toISOString() }}
    shell={shell}
    form={null}
  />
);

const pages: Record<string, () => ReactElement> = {
  'login with an error and the demo note': () => (
    <LoginPage
      data={{ error: 'failed', demo: true, demoExposed: false, signInHref: '/auth/discord' }}
      shell={shell}
      form={null}
    />
  ),
  'login of a demo reached from beyond this machine': () => (
    <LoginPage
      data={{ error: null, demo: true, demoExposed: true, signInHref: '/auth/discord' }}
      shell={shell}
      form={null}
    />
  ),
  'login with an unknown error': () => (
    <LoginPage
      data={{ error: 'constructor', demo: false, demoExposed: false, signInHref: '/auth/discord' }}
      shell={shell}
      form={null}
    />
  ),
  'the picker with servers and the admin card': () => (
    <GuildPickerPage
      data={{
        guilds: [{ id: '1', name: 'Erste Gilde', iconUrl: null }],
        withoutBot: [
          {
            id: '2',
            name: 'Zweite Gilde',
            iconUrl: null,
            inviteUrl: 'https://discord.com/oauth2/authorize?guild_id=2',
          },
        ],
        isAdmin: true,
        inviteUrl: 'https://discord.com/oauth2/authorize',
      }}
      shell={shell}
      form={null}
    />
  ),
  'the picker without servers': () => (
    <GuildPickerPage
      data={{ guilds: [], withoutBot: [], isAdmin: false, inviteUrl: 'https://discord.com/oauth2/authorize' }}
      shell={shell}
      form={null}
    />
  ),
  'the terms and the privacy policy': () => (
    <>
      <TermsPage data={{ ticketDays: 60, auditDays: 90 }} shell={shell} form={null} />
      <PrivacyPage data={{ ticketDays: 60, auditDays: 90 }} shell={shell} form={null} />
    </>
  ),
  'an error page': () => <ErrorPage status={404} message="Fehlerdetail" />,
  'a load error with the default retry': () => <LoadErrorState message="Fehlerdetail" retryHref="/" />,
  'a refusal (403) and a missing server (404)': () => (
    <>
      <RefusalState status={403} shell={shell} />
      <RefusalState status={404} shell={shell} />
    </>
  ),
  'the overview': () => (
    <OverviewPage data={{ ...stats, lastWeek: { opened: 3, closed: 2 } }} shell={shell} form={null} />
  ),
  'statistics: a busy week, a quiet one withheld by retention, a refused period': () => {
    const values = { period: '30', from: '', to: '' } as const;
    const withheld = { ...quietWeek(), byStaff: null, staffWithheld: 'retention' } as const;
    return (
      <>
        <StatisticsPage data={{ guildId: '1', values, error: null, stats: busyWeek() }} shell={shell} form={null} />
        <StatisticsPage data={{ guildId: '1', values, error: null, stats: withheld }} shell={shell} form={null} />
        <StatisticsPage data={{ guildId: '1', values, error: 'Fehlerdetail', stats: null }} shell={shell} form={null} />
      </>
    );
  },
  'tickets: closed, with pages': () => <TicketsPage data={tickets({})} shell={shell} form={null} />,
  'tickets: open': () => (
    <TicketsPage data={tickets({ status: 'open', rows: [row(9, false)] })} shell={shell} form={null} />
  ),
  'tickets: none': () => (
    <TicketsPage data={tickets({ rows: [], newerCursor: null, olderCursor: null })} shell={shell} form={null} />
  ),
  'closing a ticket: the step, without a channel or category, closed already, being closed, refused': () => (
    <>
      {closeStep({})}
      {closeStep({
        ticket: { ...openTicket, channel_id: null, category_name: null, claimed_by_name: null },
        channelHref: null,
      })}
      {closeStep({ ticket: { ...openTicket, status: 'closed', closed_at: '2026-11-21T10:00:00.000Z' } })}
      {closeStep({ ticket: { ...openTicket, close_requested_by: '200000000000000014' } })}
      {closeStep({ mayClose: false })}
    </>
  ),
  'search: hits and more': () => <TicketSearchPage data={search({})} shell={shell} form={null} />,
  'search: nothing found, and a refused term': () => (
    <>
      <TicketSearchPage data={search({ hits: [], olderCursor: null })} shell={shell} form={null} />
      <TicketSearchPage
        data={search({ hits: [], olderCursor: null, error: 'Fehlerdetail' })}
        shell={shell}
        form={null}
      />
    </>
  ),
  'a transcript with every mark': () => transcriptPage({ ok: true, record, transcript, messagesHtml }),
  'an empty and an unreadable transcript, and a failed one': () => (
    <>
      {transcriptPage({ ok: true, record, transcript: empty, messagesHtml: '' })}
      {transcriptPage({ ok: true, record, transcript: null, messagesHtml: '' })}
      {transcriptPage({ ok: false, message: 'Fehlerdetail', status: 502 })}
    </>
  ),
};

for (const [name, page] of Object.entries(pages)) {
  t.test(`${name}: every word from the catalogue`, async (t) => {
    const html = render(page(), PSEUDO);
    t.same(wordsOutside(html, DATA), [], 'no word outside the catalogue');
    t.match(html, /⟦/, 'the pseudo-catalogue was used');
  });
}

/** Each key's kind: 'text', or 'fn/N' for a text-making function of N arguments; nested objects by path. */
function shape(texts: object, path = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) => {
    const at = `${path}${key}`;
    if (typeof value === 'string') return [`${at}: text`];
    if (typeof value === 'function') return [`${at}: fn/${value.length}`];
    return shape(value as object, `${at} › `);
  });
}

/** Every text of a catalogue with its path. */
function textsOf(texts: object, path = ''): [string, string][] {
  return Object.entries(texts).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'string') return [[`${path}${key}`, value]];
    return typeof value === 'function' ? [] : textsOf(value as object, `${path}${key} › `);
  });
}

t.test('every catalogue has every key of the default one, of the same kind, and no empty text', async (t) => {
  const expected = shape(SPEC_TEXTS);
  for (const [language, texts] of Object.entries(CATALOGUES) as [string, Texts][]) {
    t.same(shape(texts), expected, `${language}: the same keys`);
    t.same(
      textsOf(texts).filter(([, text]) => !text.trim()),
      [],
      `${language}: no empty text`,
    );
  }
});

t.test(
  'the English and German catalogues are translations, not copies of the default German/English mix',
  async (t) => {
    const pick = (texts: Texts) => [
      texts.login.signIn,
      texts.picker.title,
      texts.nav.autoResponses,
      texts.tickets.lists.closed.empty,
    ];
    t.same(pick(CATALOGUES.spec), [
      'Sign in with Discord',
      'Select a Server',
      'Auto Responses',
      'Keine Transcripte verfügbar',
    ]);
    t.same(pick(CATALOGUES.en), [
      'Sign in with Discord',
      'Select a server',
      'Auto responses',
      'No transcripts available',
    ]);
    t.same(pick(CATALOGUES.de), [
      'Mit Discord anmelden',
      'Server auswählen',
      'Automatische Antworten',
      'Keine Transkripte verfügbar',
    ]);
  },
);
