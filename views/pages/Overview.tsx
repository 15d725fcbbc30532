// /dashboard/{guildId}: 'Server Statistics & Overview' with every stats field the bot API reports.
// The page is rendered with its data, so no skeleton is needed; Refresh reloads it.
import type { ReactNode } from 'react';
import type { DashboardStats } from '../../server/contract/index.js';
import { useTexts } from '../i18n/texts-context.js';
import type { Texts } from '../i18n/texts.js';
import type { ViewProps } from '../view-props.js';
import { useDateFormat } from '../lib/date-format-context.js';

type OverviewTexts = Texts['overview'];

/** The overview's figures, and the tickets of the server's last 7 days (null when they could not be read). */
export type OverviewData = DashboardStats & { lastWeek: { opened: number; closed: number } | null };

/** Discord's verification levels and boost tiers, in their numeric order. */
const VERIFICATION = ['none', 'low', 'medium', 'high', 'veryHigh'] as const;
const BOOST = ['none', 'tier1', 'tier2', 'tier3'] as const;

export function verificationLabel(level: number, texts: OverviewTexts): string {
  const key = VERIFICATION[level];
  return key ? texts.verificationLevels[key] : texts.unknown;
}

export function boostLabel(tier: number, texts: OverviewTexts): string {
  const key = BOOST[tier];
  return key ? texts.boostTiers[key] : texts.unknown;
}

function Section({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <section className="card stats-section">
      <h2>{title}</h2>
      <dl className="stats">
        {rows.map(([label, value]) => (
          <div key={label} className="stats__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function OverviewPage({ data, shell }: ViewProps<OverviewData>) {
  const dates = useDateFormat();
  const all = useTexts();
  const texts = all.overview;
  const week: [string, ReactNode][] = data.lastWeek
    ? [
        [
          all.statistics.lastWeek,
          <a key="week" href={`/dashboard/${data.guildId}/statistics?period=7`}>
            {all.statistics.lastWeekValue(data.lastWeek.opened, data.lastWeek.closed)}
          </a>,
        ],
      ]
    : [];
  return (
    <>
      <header className="page-header">
        <h1>{texts.title}</h1>
        <a className="button" href={shell.path}>
          {texts.refresh}
        </a>
      </header>
      <div className="stats-grid">
        <Section
          title={texts.members}
          rows={[
            [texts.totalMembers, data.totalMembers],
            [texts.online, data.onlineMembers],
            [texts.humans, data.humanMembers],
            [texts.bots, data.botMembers],
          ]}
        />
        <Section
          title={texts.structure}
          rows={[
            [texts.totalChannels, data.totalChannels],
            [texts.textChannels, data.textChannels],
            [texts.voiceChannels, data.voiceChannels],
            [texts.categories, data.categories],
            [texts.roles, data.totalRoles],
          ]}
        />
        <Section
          title={texts.bot}
          rows={[
            [texts.tickets, data.ticketCount],
            [texts.openTickets, data.openTickets],
            [texts.autoResponses, data.autoResponseCount],
            ...week,
          ]}
        />
        <Section
          title={texts.information}
          rows={[
            [texts.name, data.guildName],
            [texts.serverId, data.guildId],
            [texts.verification, verificationLabel(data.verificationLevel, texts)],
            [texts.boostLevel, boostLabel(data.premiumTier, texts)],
            [texts.boosts, data.premiumSubscriptionCount],
          ]}
        />
        <Section
          title={texts.dates}
          rows={[
            [texts.created, dates.longDate(data.createdAt)],
            [texts.botJoined, data.botJoinedAt ? dates.longDate(data.botJoinedAt) : texts.unknown],
          ]}
        />
      </div>
    </>
  );
}
