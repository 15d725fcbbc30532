// The picker's open listbox: the search's loading, hint, error or empty line, then the options.
import { PickerOption, type Option } from './PickerOption.js';
import { listedEntry, type ListedEntry, type PickerMode, type PickerTexts } from './picker-rules.js';
import type { PickerStatus } from './use-picker-search.js';

interface PickerPopupProps {
  listId: string;
  mode: PickerMode;
  status: PickerStatus;
  options: Option[];
  active: number;
  listed: readonly ListedEntry[];
  onChoose: (option: Option) => void;
  texts: PickerTexts;
}

export function PickerPopup({ listId, mode, status, options, active, listed, onChoose, texts }: PickerPopupProps) {
  return (
    <div className="combobox__popup">
      {status.kind === 'loading' ? <p className="combobox__status">{texts.loading}</p> : null}
      {status.kind === 'hint' ? <p className="combobox__status">{status.text}</p> : null}
      {status.kind === 'error' ? (
        <p className="combobox__status field__error" role="alert">
          {status.text}
        </p>
      ) : null}
      {status.kind === 'idle' && options.length === 0 ? (
        <p className="combobox__status">{mode === 'user' ? texts.emptyUsers : texts.emptyRoles}</p>
      ) : null}
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: a listbox of options; focus stays in the input (aria-activedescendant)
        role="listbox"
        aria-label={mode === 'user' ? texts.users : texts.roles}
        className="combobox__list"
      >
        {options.map((option, index) => (
          <PickerOption
            key={option.id}
            option={option}
            id={`${listId}-${index}`}
            selected={index === active}
            listed={listedEntry(listed, option.type, option.id)}
            onChoose={() => onChoose(option)}
            texts={texts}
          />
        ))}
      </ul>
    </div>
  );
}
