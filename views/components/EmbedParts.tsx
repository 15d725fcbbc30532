// The embed's parts beyond title, description and colour on the auto response form: the author, the
// fields (as many rows as typed and one more, *Feld hinzufügen* sends the form back with another), the
// pictures, the footer and the time. Every address is http(s); every field stops at Discord's limit.
import { EMBED_LIMITS } from '../../server/contract/facts.js';
import type { FormState } from '../lib/form-state.js';
import { EMBED_PART_LIMITS, type EmbedPartName, fieldNames, isAddressPart } from '../lib/embed-form.js';
import { useTexts } from '../i18n/texts-context.js';
import { FieldError, invalidFieldProps } from './FormErrors.js';

type Value = (name: string) => string;

/** One line of text (an address is typed as a URL), with its error. */
function PartInput({
  name,
  label,
  value,
  form,
}: {
  name: EmbedPartName;
  label: string;
  value: Value;
  form: FormState | null;
}) {
  const isAddress = isAddressPart(name);
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input
        name={name}
        type={isAddress ? 'url' : 'text'}
        maxLength={EMBED_PART_LIMITS[name]}
        defaultValue={value(name)}
        {...invalidFieldProps(form, name)}
      />
      <FieldError form={form} name={name} />
    </label>
  );
}

function FieldRow({ index, value, form }: { index: number; value: Value; form: FormState | null }) {
  const { embedParts: texts } = useTexts().autoResponses;
  const names = fieldNames(index);
  return (
    <fieldset className="embed-field-row">
      <legend>{texts.field(index + 1)}</legend>
      <label className="field">
        <span className="field__label">{texts.fieldName}</span>
        <input
          name={names.name}
          maxLength={EMBED_LIMITS.fieldName}
          defaultValue={value(names.name)}
          {...invalidFieldProps(form, names.name)}
        />
        <FieldError form={form} name={names.name} />
      </label>
      <label className="field">
        <span className="field__label">{texts.fieldValue}</span>
        <textarea
          name={names.value}
          maxLength={EMBED_LIMITS.fieldValue}
          rows={2}
          defaultValue={value(names.value)}
          {...invalidFieldProps(form, names.value)}
        />
        <FieldError form={form} name={names.value} />
      </label>
      <label className="switch">
        <input type="checkbox" name={names.inline} value="on" defaultChecked={value(names.inline) === 'on'} />
        <span>{texts.fieldInline}</span>
      </label>
    </fieldset>
  );
}

export function EmbedParts({ value, form, rows }: { value: Value; form: FormState | null; rows: number }) {
  const { embedParts: texts } = useTexts().autoResponses;
  const part = (name: EmbedPartName, label: string) => (
    <PartInput name={name} label={label} value={value} form={form} />
  );
  return (
    <>
      {part('embedUrl', texts.url)}
      <fieldset className="field embed-part-group">
        <legend className="field__label">{texts.author}</legend>
        {part('embedAuthorName', texts.authorName)}
        {part('embedAuthorUrl', texts.authorUrl)}
        {part('embedAuthorIcon', texts.authorIcon)}
      </fieldset>
      <fieldset className="field embed-part-group">
        <legend className="field__label">{texts.fields}</legend>
        <input type="hidden" name="fieldRows" value={rows} />
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position (its fields are named by it), rendered once on the server
          <FieldRow key={index} index={index} value={value} form={form} />
        ))}
        <FieldError form={form} name="fields" />
        {rows < EMBED_LIMITS.fields ? (
          <button type="submit" name="compose" value="field" className="button" formNoValidate>
            {texts.addField}
          </button>
        ) : null}
      </fieldset>
      {part('embedImage', texts.image)}
      {part('embedThumbnail', texts.thumbnail)}
      <fieldset className="field embed-part-group">
        <legend className="field__label">{texts.footer}</legend>
        {part('embedFooterText', texts.footerText)}
        {part('embedFooterIcon', texts.footerIcon)}
      </fieldset>
      <label className="switch">
        <input type="checkbox" name="embedTimestamp" value="on" defaultChecked={value('embedTimestamp') === 'on'} />
        <span>{texts.timestamp}</span>
      </label>
    </>
  );
}
