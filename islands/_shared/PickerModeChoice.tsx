// The picker's first question: a user or a role.
import type { PickerMode, PickerTexts } from './picker-rules.js';

export function PickerModeChoice({
  mode,
  onChange,
  texts,
}: {
  mode: PickerMode;
  onChange: (mode: PickerMode) => void;
  texts: PickerTexts;
}) {
  return (
    <fieldset className="field">
      <legend className="field__label">{texts.type}</legend>
      {(['user', 'role'] as const).map((value) => (
        <label key={value} className="choice">
          <input type="radio" name="type" value={value} checked={mode === value} onChange={() => onChange(value)} />
          <span>{value === 'user' ? texts.user : texts.role}</span>
        </label>
      ))}
    </fieldset>
  );
}
