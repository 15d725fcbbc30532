// The overview tab: how many servers, admins, settings and recent activities there are.
import type { TabProps } from './admin-data.js';

export function OverviewTab({ data }: TabProps) {
  return (
    <ul className="counters">
      {[
        ['Server', data.guilds.length],
        ['Admins', data.admins.length],
        ['Einstellungen', data.settings.length],
        ['Letzte Aktivitäten', data.activity.length],
      ].map(([label, count]) => (
        <li key={label} className="card stat-card">
          <span className="stat-card__label">{label}</span>
          <span className="stat-card__value">{count}</span>
        </li>
      ))}
    </ul>
  );
}
