// The shared user/role picker: a WAI-ARIA combobox with a listbox, a clear button and its loading,
// empty, error and length hints (picker-rules.ts). Without JavaScript it is a plain role
// select plus the ID and name fields the server understands; the picker fills those fields. Users and
// roles that have an entry already are marked in both, and lead to editing that entry.
import type { ListedEntry, PickerMode, PickerTexts } from './_shared/picker-rules.js';
import { PickerCombobox } from './_shared/PickerCombobox.js';
import { PickerManualFields } from './_shared/PickerManualFields.js';
import { PickerModeChoice } from './_shared/PickerModeChoice.js';
import { RoleSelect } from './_shared/RoleSelect.js';
import { useEntityPicker } from './_shared/use-entity-picker.js';

type EntityPickerProps = {
  guildId: string;
  /** Roles for the no-JavaScript select (and nothing else). */
  roles: { id: string; name: string }[];
  initialMode: PickerMode;
  targetId: string;
  targetName: string;
  /** The role chosen in the no-JavaScript select before the form came back with an error. */
  pickedRole: string;
  /** The users and roles the page has entries for. */
  listed: ListedEntry[];
  texts: PickerTexts;
};

export default function EntityPicker(props: EntityPickerProps) {
  const picker = useEntityPicker(props);
  const { texts } = props;
  return (
    <div className="picker-field" ref={picker.root}>
      <PickerModeChoice mode={picker.mode} onChange={picker.changeMode} texts={texts} />
      {picker.enhanced ? (
        <PickerCombobox picker={picker} texts={texts} />
      ) : (
        <RoleSelect roles={props.roles} picked={props.pickedRole} listed={props.listed} texts={texts} />
      )}
      <PickerManualFields
        chosen={picker.chosen}
        onChange={picker.setChosen}
        mode={picker.mode}
        listed={props.listed}
        texts={texts}
      />
    </div>
  );
}
