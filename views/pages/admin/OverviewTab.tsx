// The overview tab: how many servers, admins, settings and recent activities there are, and how the bot
// stands (connected, or stopped and why).
import type { TabProps } from './admin-data.js';
import { useDateFormat } from '../../lib/date-format-context.js';
import { useTexts } from '../../i18n/texts-context.js';

function BotCard({ bot }: Pick<TabProps['data'], 'bot'>) {
  const texts = useTexts().admin.bot;
  const dates = useDateFormat();
  return (
    <section className={`card bot-status bot-status--${bot?.state ?? 'unknown'}`} aria-labelledby="bot-status-title">
      <h2 id="bot-status-title">{texts.title}</h2>
      <p className="bot-status__state">{bot ? texts.states[bot.state] : texts.unknown}</p>
      {bot?.problem ? <p role="alert">{texts.problems[bot.problem]}</p> : null}
      {bot ? (
        <p className="bot-status__figures">{texts.figures(bot.shards, bot.guilds, dates.dateTime(bot.updatedAt))}</p>
      ) : null}
    </section>
  );
}

export function OverviewTab({ data }: TabProps) {
  const texts = useTexts().admin.counters;
  return (
    <>
      <ul className="counters">
        {[
          [texts.servers, data.guilds.length],
          [texts.admins, data.admins.length],
          [texts.settings, data.settings.length],
          [texts.activity, data.activity.length],
        ].map(([label, count]) => (
          <li key={label} className="card stat-card">
            <span className="stat-card__label">{label}</span>
            <span className="stat-card__value">{count}</span>
          </li>
        ))}
      </ul>
      <BotCard bot={data.bot} />
    </>
  );
}
