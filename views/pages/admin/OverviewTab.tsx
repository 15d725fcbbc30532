// The overview tab: how many servers, admins, settings and recent activities there are.
import type { TabProps } from './admin-data.js';
import { useTexts } from '../../i18n/texts-context.js';

export function OverviewTab({ data }: TabProps) {
  const texts = useTexts().admin.counters;
  return (
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
  );
}
