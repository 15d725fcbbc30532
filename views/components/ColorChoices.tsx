// The colour swatches of a form: a ticket category's colour and an auto response's embed colour, as
// radio buttons (no JavaScript), each a dot named by its hex value.
import { CATEGORY_COLORS } from '../../server/contract/facts.js';
import type { FormState } from '../lib/form-state.js';
import { ColorDot } from './ColorDot.js';
import { FieldError } from './FormErrors.js';

export function ColorChoices({
  name,
  legend,
  current,
  form,
}: {
  name: string;
  legend: string;
  /** The chosen colour (#rrggbb, any case). */
  current: string;
  form: FormState | null;
}) {
  return (
    <fieldset className="field">
      <legend className="field__label">{legend}</legend>
      <div className="choice-grid">
        {CATEGORY_COLORS.map((choice) => (
          <label key={choice} className="choice" title={choice}>
            <input type="radio" name={name} value={choice} defaultChecked={choice === current.toUpperCase()} />
            <ColorDot color={choice} size={20} />
            <span className="visually-hidden">{choice}</span>
          </label>
        ))}
      </div>
      <FieldError form={form} name={name} />
    </fieldset>
  );
}
