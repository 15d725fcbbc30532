// The activity tab: the admins' recent actions, newest first.
import { useDateFormat } from '../../lib/date-format-context.js';
import type { TabProps } from './admin-data.js';
import { useTexts } from '../../i18n/texts-context.js';

export function ActivityTab({ data }: TabProps) {
  const dates = useDateFormat();
  const texts = useTexts().admin;
  return data.activity.length === 0 ? (
    <p className="card state">{texts.noActivity}</p>
  ) : (
    <ul className="card activity">
      {data.activity.map((entry) => (
        <li key={entry.id}>
          <strong>{entry.admin_username ?? entry.admin_user_id}</strong> · {entry.action}
          {entry.details ? ` · ${entry.details}` : ''}
          <br />
          <span className="permission__meta">
            {dates.dateTime(entry.created_at)} · {entry.target_type}
            {entry.guild_id ? ` · ${texts.server(entry.guild_id)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
