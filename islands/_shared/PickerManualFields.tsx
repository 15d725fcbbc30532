// The fields the form sends: the Discord ID and the name, filled by the picker or typed by hand. They sit
// behind 'Per ID hinzufügen' (the other way than the picker), open once they hold something. An ID typed
// that has an entry already says so, with the way to edit that entry.
import { LIMITS } from '../../server/contract/facts.js';
import { listedEntry, type ListedEntry, type PickerMode, type PickerTexts } from './picker-rules.js';
import type { Chosen } from './use-entity-picker.js';

export function PickerManualFields({
  chosen,
  onChange,
  mode,
  listed,
  texts,
}: {
  chosen: Chosen;
  onChange: (chosen: Chosen) => void;
  mode: PickerMode;
  listed: readonly ListedEntry[];
  texts: PickerTexts;
}) {
  const entry = listedEntry(listed, mode, chosen.id.trim());
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
        {entry ? (
          <p className="field__hint field__hint--listed" role="status">
            {texts.listedId} {entry.editHref ? <a href={entry.editHref}>{texts.editEntry}</a> : null}
          </p>
        ) : null}
        <p className="field__hint">{texts.idHint}</p>
      </div>
    </details>
  );
}
