// The fields the form sends: the Discord ID and the name, filled by the picker or typed by hand. They sit
// behind 'Per ID hinzufügen' (the other way than the picker), open once they hold something.
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
    <details className="picker-field__manual" open={chosen.id !== '' || chosen.name !== ''}>
      <summary>{texts.byId}</summary>
      <div className="picker-field__manual-fields">
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
    </details>
  );
}
