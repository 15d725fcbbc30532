// The fields the form sends: the Discord ID and the name, filled by the picker or typed by hand.
import { LIMITS } from '../../server/contract/facts.js';
import type { PickerTexts } from './picker-rules.js';
import type { Chosen } from './use-entity-picker.js';

export function PickerManualFields({
  chosen,
  onChange,
  texts,
}: {
  chosen: Chosen;
  onChange: (chosen: Chosen) => void;
  texts: PickerTexts;
}) {
  return (
    <div className="picker-field__manual">
      <label className="field">
        <span className="field__label">{texts.discordId}</span>
        <input
          name="targetId"
          inputMode="numeric"
          maxLength={LIMITS.discordId.max}
          value={chosen.id}
          onChange={(event) => onChange({ ...chosen, id: event.target.value })}
        />
      </label>
      <label className="field">
        <span className="field__label">{texts.name}</span>
        <input
          name="targetName"
          maxLength={LIMITS.name}
          value={chosen.name}
          onChange={(event) => onChange({ ...chosen, name: event.target.value })}
        />
      </label>
      <p className="field__hint">{texts.idHint}</p>
    </div>
  );
}
