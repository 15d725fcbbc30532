// One on/off field of a settings form: a checkbox drawn as a switch, its words, and a hint below (none where
// there is nothing to say). It sends "on" when ticked and nothing when not, as a plain form does.
import type { ReactNode } from 'react';

export function SwitchField({
  name,
  label,
  checked,
  hint,
}: {
  name: string;
  label: string;
  checked: boolean;
  hint?: ReactNode;
}) {
  return (
    <div className="field">
      <label className="switch">
        <input type="checkbox" id={name} name={name} value="on" defaultChecked={checked} />
        <span>{label}</span>
      </label>
      {hint ? <span className="field__hint">{hint}</span> : null}
    </div>
  );
}
