// The picker once hydrated: a WAI-ARIA combobox (the search field, its clear button and the listbox).
import type { PickerTexts } from './picker-rules.js';
import { PickerPopup } from './PickerPopup.js';
import type { EntityPickerState } from './use-entity-picker.js';

export function PickerCombobox({ picker, texts }: { picker: EntityPickerState; texts: PickerTexts }) {
  const { listId, mode, open, active, term } = picker;
  return (
    <div className="combobox">
      <input
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-label={mode === 'user' ? texts.searchUsers : texts.searchRoles}
        placeholder={mode === 'user' ? texts.placeholderUsers : texts.placeholderRoles}
        value={term}
        onChange={(event) => picker.type(event.target.value)}
        onFocus={() => picker.setOpen(true)}
        onKeyDown={picker.onKey}
      />
      {term ? (
        <button type="button" className="icon-button combobox__clear" aria-label={texts.clear} onClick={picker.clear}>
          ×
        </button>
      ) : null}
      {open ? (
        <PickerPopup
          listId={listId}
          mode={mode}
          status={picker.status}
          options={picker.options}
          active={active}
          listed={picker.listed}
          onChoose={picker.choose}
          texts={texts}
        />
      ) : null}
    </div>
  );
}
