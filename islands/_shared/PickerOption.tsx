// One option of the user/role picker's listbox: avatar or colour dot, name, kind and ID.
import type { PickerMode, PickerTexts } from './picker-rules.js';

export type Option = { id: string; name: string; type: PickerMode; color: string | null; avatar: string | null };

export function PickerOption({
  option,
  id,
  selected,
  onChoose,
  texts,
}: {
  option: Option;
  id: string;
  selected: boolean;
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
      className="combobox__option"
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
      </span>
    </li>
  );
}
