// The conversations of the demo's closed tickets: a missing role, a connection error with a log, an
// application, a spam report, a partnership request and a ticket without messages. Message ids count up
// as transcripts are written, so the ticket list writes them in this order.
import { CDN, MEDIA, people, transcript } from './demo-transcript.js';
import { DEMO_IDS } from './world.js';

const { bot, lena, max, sophie, tim, jonas, aylin, mia } = people;

const welcomeEmbed = (user: string, reason: string, openedAt: string) => ({
  color: 0x5865f2,
  author: { name: 'Guildhall Support', iconURL: `${CDN}/avatars/${DEMO_IDS.bot}/c1b2c3d4e5f60718293a4b5c6d7e8f92.png` },
  title: 'Ticket geöffnet',
  description: `Hallo ${user}! Das Team meldet sich gleich bei dir.\n**Grund:** ${reason}`,
  fields: [
    { name: 'Kategorie', value: 'Support', inline: true },
    { name: 'Priorität', value: 'Normal', inline: true },
    { name: 'Hinweis', value: 'Bitte beschreibe dein Anliegen so genau wie möglich.', inline: false },
  ],
  footer: {
    text: 'Guildhall Tickets',
    iconURL: `${CDN}/icons/${DEMO_IDS.demoGuild}/aa11bb22cc33dd44ee55ff6677889900.png`,
  },
  timestamp: openedAt,
});

export function vipRoleMissing(): string {
  return transcript('ticket-0001', '2026-11-02T10:05:00.000Z', 'current', [
    {
      by: bot,
      at: '2026-11-02T09:12:00.000Z',
      embeds: [welcomeEmbed('Sophie', 'Rolle „VIP“ fehlt nach dem Boost', '2026-11-02T09:12:00.000Z')],
      pinned: true,
    },
    {
      by: sophie,
      at: '2026-11-02T09:13:10.000Z',
      content: 'Hi! Ich habe den Server **gestern** geboostet, aber die Rolle <@&110000000000000007> fehlt noch 😕',
      reactions: [{ emoji: '👀', count: 2 }],
    },
    {
      by: sophie,
      at: '2026-11-02T09:13:40.000Z',
      content: 'Hier der Screenshot:',
      attachments: [{ name: 'boost-bestaetigung.png', contentType: 'image/png', size: 482_133 }],
    },
    {
      by: max,
      at: '2026-11-02T09:20:02.000Z',
      content:
        'Danke <@200000000000000013>, ich schaue es mir an. Kannst du kurz `/userinfo` in <#130000000000000002> ausführen?',
      edited: true,
    },
    { by: sophie, at: '2026-11-02T09:22:31.000Z', content: '> Kannst du kurz `/userinfo` ausführen?\nErledigt ✅' },
    {
      by: max,
      at: '2026-11-02T09:58:45.000Z',
      content:
        'Die Rolle ist jetzt da. Ursache war ein __verzögertes__ Boost-Event. ~~Bot neu gestartet~~ Sync nachgeholt.',
      reactions: [
        { emoji: '🎉', count: 3 },
        { emoji: '❤️', count: 1 },
      ],
    },
    { by: bot, at: '2026-11-02T10:05:00.000Z', content: 'Ticket wurde von **Max** geschlossen.' },
  ]);
}

export function minecraftLinkError(): string {
  return transcript('ticket-0002', '2026-11-06T08:15:00.000Z', 'current', [
    {
      by: bot,
      at: '2026-11-05T17:40:00.000Z',
      embeds: [welcomeEmbed('Tim', 'Fehler beim Minecraft-Server-Link', '2026-11-05T17:40:00.000Z')],
    },
    {
      by: tim,
      at: '2026-11-05T17:41:12.000Z',
      content:
        'Beim Verbinden kommt dieser Fehler:\n```\nio.netty.channel.ConnectTimeoutException: connection timed out: play.demo-guild.example/203.0.113.7:25565\n```',
    },
    {
      by: tim,
      at: '2026-11-05T17:42:00.000Z',
      content: 'Log-Datei hängt an',
      attachments: [{ name: 'latest.log', contentType: 'text/plain', size: 18_432 }],
    },
    {
      by: aylin,
      at: '2026-11-05T18:03:00.000Z',
      content:
        'Der Server war wegen Wartung offline, siehe https://status.example.com/incidents/42 – sollte jetzt wieder gehen.',
      pinned: true,
    },
    {
      by: bot,
      at: '2026-11-05T18:03:30.000Z',
      embeds: [
        {
          color: 0x57f287,
          title: 'Serverstatus',
          url: 'https://status.example.com',
          description: 'Alle Systeme laufen wieder normal.',
          fields: [
            { name: 'Minecraft', value: '🟢 Online', inline: true },
            { name: 'Website', value: '🟢 Online', inline: true },
          ],
          thumbnail: { url: `${MEDIA}/attachments/${DEMO_IDS.ticketChannel}/1/status-icon.png` },
          footer: { text: 'Automatische Statusmeldung' },
          timestamp: '2026-11-05T18:03:30.000Z',
        },
      ],
    },
    {
      by: tim,
      at: '2026-11-06T08:10:00.000Z',
      content: 'Läuft wieder, danke! ||Ich hatte auch die falsche Adresse eingetragen 🙈||',
      reactions: [{ emoji: '😂', count: 4 }],
    },
  ]);
}

export function supporterApplication(): string {
  return transcript('bewerbung-jonas', '2026-10-22T19:30:00.000Z', 'legacy', [
    {
      by: bot,
      at: '2026-10-20T12:00:00.000Z',
      content: 'Willkommen zur Bewerbung, <@200000000000000015>! Bitte beantworte die Fragen unten.',
    },
    {
      by: jonas,
      at: '2026-10-20T12:05:00.000Z',
      content:
        '*Alter:* 19\n*Erfahrung:* 2 Jahre Moderation auf einem Gaming-Server\n*Warum:* Ich bin jeden Abend online.',
    },
    {
      by: jonas,
      at: '2026-10-20T12:06:00.000Z',
      content: 'Mein Lebenslauf:',
      attachments: [{ name: 'lebenslauf.pdf', contentType: 'application/pdf', size: 1_248_576 }],
    },
    {
      by: lena,
      at: '2026-10-21T09:00:00.000Z',
      content: 'Danke! Wir melden uns nach der Teambesprechung. <:kekw:140000000000000099>',
      edited: true,
    },
    {
      by: lena,
      at: '2026-10-22T19:25:00.000Z',
      content: 'Willkommen im Team! 🎉 Du bekommst gleich die Rolle <@&110000000000000005>.',
      reactions: [
        { emoji: '🎉', count: 6 },
        { emoji: 'kekw', count: 2 },
      ],
    },
  ]);
}

export function spamReport(): string {
  return transcript('ticket-0004', '2026-11-10T21:20:00.000Z', 'current', [
    {
      by: tim,
      at: '2026-11-10T21:00:30.000Z',
      content: 'Ein Account postet seit 5 Minuten Links: [Free Nitro](https://nitro-gratis.example/claim) 🚩',
    },
    {
      by: tim,
      at: '2026-11-10T21:01:00.000Z',
      content: 'Video davon:',
      attachments: [{ name: 'spam.mp4', contentType: 'video/mp4', size: 7_340_032 }],
    },
    {
      by: mia,
      at: '2026-11-10T21:05:00.000Z',
      content: 'Danke für die Meldung! Account ist gebannt. **Niemals** auf solche Links klicken.',
      pinned: true,
      reactions: [{ emoji: '🔨', count: 5 }],
    },
    {
      by: bot,
      at: '2026-11-10T21:06:00.000Z',
      embeds: [
        {
          color: 0xed4245,
          title: 'Moderationsaktion',
          description: 'Benutzer wurde gebannt.',
          fields: [
            { name: 'Grund', value: 'Phishing-Links', inline: false },
            { name: 'Moderator', value: '<@200000000000000002>', inline: true },
          ],
          image: { url: `${MEDIA}/attachments/${DEMO_IDS.ticketChannel}/2/ban-card.png` },
          footer: { text: 'Audit-Log' },
        },
      ],
    },
  ]);
}

export function partnershipRequest(): string {
  return transcript('partner-anfrage', '2026-09-03T16:00:00.000Z', 'legacy', [
    {
      by: lena,
      at: '2026-09-01T10:00:00.000Z',
      content: 'Hallo, wir würden gerne eine Partnerschaft mit eurem Server starten.',
    },
    {
      by: max,
      at: '2026-09-02T11:00:00.000Z',
      content: 'Klingt gut – schick uns bitte eure Mitgliederzahl und ein Banner.',
    },
    {
      by: lena,
      at: '2026-09-02T12:00:00.000Z',
      content: 'Hier:',
      attachments: [{ name: 'banner.gif', contentType: 'image/gif', size: 2_097_152 }],
    },
    {
      by: max,
      at: '2026-09-03T16:00:00.000Z',
      embeds: [{ title: 'Partnerschaft bestätigt', description: 'Willkommen als Partner!', fields: [] }],
    },
  ]);
}

export function emptyConversation(): string {
  return transcript('ticket-0006', '2026-11-12T08:01:00.000Z', 'current', []);
}
