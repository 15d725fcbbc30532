// The conversations of the demo's closed tickets: a missing role, a connection error with a log, an
// application, a spam report, a partnership request and a ticket without messages. Each takes the demo's
// clock: its times are days before the moment of seeding, and its message ids carry those times.
import type { DemoClock } from '../contract/demo.js';
import { BLURPLE, colorNumber } from '../contract/facts.js';
import { CDN, MEDIA, people, transcript } from './demo-transcript.js';
import { DEMO_IDS } from './world.js';

const { bot, lena, max, sophie, tim, jonas, aylin, mia } = people;

const welcomeEmbed = (user: string, reason: string, openedAt: string) => ({
  color: colorNumber(BLURPLE),
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

export function vipRoleMissing(ago: DemoClock): string {
  return transcript('ticket-0001', ago(20, '10:05'), 'current', [
    {
      by: bot,
      at: ago(20, '09:12'),
      embeds: [welcomeEmbed('Sophie', 'Rolle „VIP“ fehlt nach dem Boost', ago(20, '09:12'))],
      pinned: true,
    },
    {
      by: sophie,
      at: ago(20, '09:13:10'),
      content: 'Hi! Ich habe den Server **gestern** geboostet, aber die Rolle <@&110000000000000007> fehlt noch 😕',
      reactions: [{ emoji: '👀', count: 2 }],
    },
    {
      by: sophie,
      at: ago(20, '09:13:40'),
      content: 'Hier der Screenshot:',
      attachments: [{ name: 'boost-bestaetigung.png', contentType: 'image/png', size: 482_133 }],
    },
    {
      by: max,
      at: ago(20, '09:20:02'),
      content:
        'Danke <@200000000000000013>, ich schaue es mir an. Kannst du kurz `/userinfo` in <#130000000000000002> ausführen?',
      edited: true,
    },
    { by: sophie, at: ago(20, '09:22:31'), content: '> Kannst du kurz `/userinfo` ausführen?\nErledigt ✅' },
    {
      by: max,
      at: ago(20, '09:58:45'),
      content:
        'Die Rolle ist jetzt da. Ursache war ein __verzögertes__ Boost-Event. ~~Bot neu gestartet~~ Sync nachgeholt.',
      reactions: [
        { emoji: '🎉', count: 3 },
        { emoji: '❤️', count: 1 },
      ],
    },
    { by: bot, at: ago(20, '10:05'), content: 'Ticket wurde von **Max** geschlossen.' },
  ]);
}

export function minecraftLinkError(ago: DemoClock): string {
  return transcript('ticket-0002', ago(16, '08:15'), 'current', [
    {
      by: bot,
      at: ago(17, '17:40'),
      embeds: [welcomeEmbed('Tim', 'Fehler beim Minecraft-Server-Link', ago(17, '17:40'))],
    },
    {
      by: tim,
      at: ago(17, '17:41:12'),
      content:
        'Beim Verbinden kommt dieser Fehler:\n```\nio.netty.channel.ConnectTimeoutException: connection timed out: play.demo-guild.example/203.0.113.7:25565\n```',
    },
    {
      by: tim,
      at: ago(17, '17:42'),
      content: 'Log-Datei hängt an',
      attachments: [{ name: 'latest.log', contentType: 'text/plain', size: 18_432 }],
    },
    {
      by: aylin,
      at: ago(17, '18:03'),
      content:
        'Der Server war wegen Wartung offline, siehe https://status.example.com/incidents/42 – sollte jetzt wieder gehen.',
      pinned: true,
    },
    {
      by: bot,
      at: ago(17, '18:03:30'),
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
          timestamp: ago(17, '18:03:30'),
        },
      ],
    },
    {
      by: tim,
      at: ago(16, '08:10'),
      content: 'Läuft wieder, danke! ||Ich hatte auch die falsche Adresse eingetragen 🙈||',
      reactions: [{ emoji: '😂', count: 4 }],
    },
  ]);
}

export function supporterApplication(ago: DemoClock): string {
  return transcript('bewerbung-jonas', ago(31, '19:30'), 'legacy', [
    {
      by: bot,
      at: ago(33, '12:00'),
      content: 'Willkommen zur Bewerbung, <@200000000000000015>! Bitte beantworte die Fragen unten.',
    },
    {
      by: jonas,
      at: ago(33, '12:05'),
      content:
        '*Alter:* 19\n*Erfahrung:* 2 Jahre Moderation auf einem Gaming-Server\n*Warum:* Ich bin jeden Abend online.',
    },
    {
      by: jonas,
      at: ago(33, '12:06'),
      content: 'Mein Lebenslauf:',
      attachments: [{ name: 'lebenslauf.pdf', contentType: 'application/pdf', size: 1_248_576 }],
    },
    {
      by: lena,
      at: ago(32, '09:00'),
      content: 'Danke! Wir melden uns nach der Teambesprechung. <:kekw:140000000000000099>',
      edited: true,
    },
    {
      by: lena,
      at: ago(31, '19:25'),
      content: 'Willkommen im Team! 🎉 Du bekommst gleich die Rolle <@&110000000000000005>.',
      reactions: [
        { emoji: '🎉', count: 6 },
        { emoji: 'kekw', count: 2 },
      ],
    },
  ]);
}

export function spamReport(ago: DemoClock): string {
  return transcript('ticket-0004', ago(12, '21:20'), 'current', [
    {
      by: tim,
      at: ago(12, '21:00:30'),
      content: 'Ein Account postet seit 5 Minuten Links: [Free Nitro](https://nitro-gratis.example/claim) 🚩',
    },
    {
      by: tim,
      at: ago(12, '21:01'),
      content: 'Video davon:',
      attachments: [{ name: 'spam.mp4', contentType: 'video/mp4', size: 7_340_032 }],
    },
    {
      by: mia,
      at: ago(12, '21:05'),
      content: 'Danke für die Meldung! Account ist gebannt. **Niemals** auf solche Links klicken.',
      pinned: true,
      reactions: [{ emoji: '🔨', count: 5 }],
    },
    {
      by: bot,
      at: ago(12, '21:06'),
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

export function partnershipRequest(ago: DemoClock): string {
  return transcript('partner-anfrage', ago(34, '16:00'), 'legacy', [
    {
      by: lena,
      at: ago(36, '10:00'),
      content: 'Hallo, wir würden gerne eine Partnerschaft mit eurem Server starten.',
    },
    {
      by: max,
      at: ago(35, '11:00'),
      content: 'Klingt gut – schick uns bitte eure Mitgliederzahl und ein Banner.',
    },
    {
      by: lena,
      at: ago(35, '12:00'),
      content: 'Hier:',
      attachments: [{ name: 'banner.gif', contentType: 'image/gif', size: 2_097_152 }],
    },
    {
      by: max,
      at: ago(34, '16:00'),
      embeds: [{ title: 'Partnerschaft bestätigt', description: 'Willkommen als Partner!', fields: [] }],
    },
  ]);
}

export function emptyConversation(ago: DemoClock): string {
  return transcript('ticket-0006', ago(10, '08:01'), 'current', []);
}
