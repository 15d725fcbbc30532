// A day typed in the page's language ('TT.MM.JJJJ' in German), a field of a GET form such as the ticket
// search's closing dates and the statistics' period. A browser's own date field would use the browser's
// language and format, not the page's.
import { useTexts } from '../i18n/texts-context.js';
import { dayInput } from '../lib/day-input.js';

export function DayField({ name, label, value }: { name: 'from' | 'to'; label: string; value: string }) {
  const day = dayInput(useTexts().dates);
  return (
    <label className="list-controls__field">
      <span>{label}</span>
      <input
        type="text"
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={day.placeholder}
        defaultValue={day.show(value)}
      />
    </label>
  );
}
