// /dashboard/{guildId}: 'Server Statistics & Overview' with every stats field (spec sections 2-4).
// The page is rendered with its data, so no skeleton is needed; Refresh reloads it.
import type { DashboardStats } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { useDateFormat } from '../lib/date-format-context.js';

const VERIFICATION = ['None', 'Low', 'Medium', 'High', 'Very High'];
const BOOST = ['No Boost', 'Tier 1', 'Tier 2', 'Tier 3'];

export const verificationLabel = (level: number) => VERIFICATION[level] ?? 'Unknown';
export const boostLabel = (tier: number) => BOOST[tier] ?? 'Unknown';

function Section({ title, rows }: { title: string; rows: [string, string | number][] }) {
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

export function OverviewPage({ data, shell }: ViewProps<DashboardStats>) {
  const dates = useDateFormat();
  return (
    <>
      <header className="page-header">
        <h1>Server Statistics &amp; Overview</h1>
        <a className="button" href={shell.path}>
          Refresh
        </a>
      </header>
      <div className="stats-grid">
        <Section
          title="Member Statistics"
          rows={[
            ['Total Members', data.totalMembers],
            ['Online', data.onlineMembers],
            ['Humans', data.humanMembers],
            ['Bots', data.botMembers],
          ]}
        />
        <Section
          title="Server Structure"
          rows={[
            ['Total Channels', data.totalChannels],
            ['Text Channels', data.textChannels],
            ['Voice Channels', data.voiceChannels],
            ['Categories', data.categories],
            ['Roles', data.totalRoles],
          ]}
        />
        <Section
          title="Bot Statistics"
          rows={[
            ['Tickets', data.ticketCount],
            ['Open Tickets', data.openTickets],
            ['Auto Responses', data.autoResponseCount],
          ]}
        />
        <Section
          title="Server Information"
          rows={[
            ['Name', data.guildName],
            ['Server ID', data.guildId],
            ['Verification Level', verificationLabel(data.verificationLevel)],
            ['Boost Level', boostLabel(data.premiumTier)],
            ['Boosts', data.premiumSubscriptionCount],
          ]}
        />
        <Section
          title="Important Dates"
          rows={[
            ['Server Created', dates.longDate(data.createdAt)],
            ['Bot Joined', data.botJoinedAt ? dates.longDate(data.botJoinedAt) : 'Unknown'],
          ]}
        />
      </div>
    </>
  );
}
