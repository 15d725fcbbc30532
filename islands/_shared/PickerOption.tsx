// One option of the user/role picker's listbox: avatar or colour dot, name, kind and ID, and whether the
// user or role has an entry already (choosing one opens that entry to edit; the owner's is disabled).
import type { ListedEntry, PickerMode, PickerTexts } from './picker-rules.js';

export type Option = { id: string; name: string; type: PickerMode; color: string | null; avatar: string | null };

export function PickerOption({
  option,
  id,
  selected,
  listed,
  onChoose,
  texts,
}: {
  option: Option;
  id: string;
  selected: boolean;
  listed: ListedEntry | null;
  onChoose: () => void;
  texts: PickerTexts;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: combobox options are chosen from the input, which keeps focus (aria-activedescendant)
    <li
      id={id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern's options
      role="option"
      aria-selected={selected}
      aria-disabled={listed && !listed.editHref ? true : undefined}
      className={listed ? 'combobox__option combobox__option--listed' : 'combobox__option'}
      onMouseDown={(event) => {
        event.preventDefault();
        onChoose();
      }}
    >
      {option.avatar ? (
        <img src={option.avatar} alt="" width={24} height={24} loading="lazy" className="avatar" />
      ) : null}
      {option.color ? (
        <svg className="color-dot" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <circle cx="6" cy="6" r="6" fill={option.color} />
        </svg>
      ) : null}
      <span className="combobox__name">{option.name}</span>
      <span className="combobox__meta">
        {option.type === 'user' ? texts.user : texts.role} · {option.id}
        {listed ? <span className="combobox__listed">{listed.editHref ? texts.listedEdit : texts.listed}</span> : null}
      </span>
    </li>
  );
}
