// The auto response form, for a new response and for editing one (filled in with what is saved, or with
// what was typed when saving failed), with the response as the bot's message below it. Without JavaScript
// the preview shows the form as it was loaded; AutoResponsePreview renders it anew on the server while
// typing.
import type { AutoResponse } from '../../server/contract/index.js';
import { CATEGORY_COLORS, DEFAULT_COLOR, LIMITS } from '../../server/contract/facts.js';
import { fieldValue, type FormState } from '../lib/form-state.js';
import { fieldRows, lookOfForm, savedValues } from '../lib/embed-form.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { useTexts } from '../i18n/texts-context.js';
import { AutoResponsePreviewIsland } from '../islands.js';
import { AutoResponseMessage, type ResponseSender } from './AutoResponseMessage.js';
import { EmbedParts } from './EmbedParts.js';
import { MentionPicker } from './MentionPicker.js';
import { CsrfField } from './CsrfField.js';
import { FormActions } from './FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from './FormErrors.js';

/** The response being edited: the trigger it is saved under (the key), and its saved values (null: gone since). */
export interface EditedResponse {
  key: string;
  response: AutoResponse | null;
}

export function AutoResponseForm({
  form,
  csrf,
  base,
  editing,
  sender,
  guildId,
}: {
  form: FormState | null;
  csrf: string | null;
  base: string;
  editing: EditedResponse | null;
  sender: ResponseSender;
  guildId: string;
}) {
  const allTexts = useTexts();
  const dates = useDateFormat();
  const { autoResponses: texts, common } = allTexts;
  // What was typed wins; else what is saved; a new response starts with the first colour.
  const source = form ? form.values : editing?.response ? savedValues(editing.response) : {};
  const value = (name: string) => fieldValue(source, name) ?? (name === 'embedColor' ? DEFAULT_COLOR : '');
  return (
    <form className="card form autoresponse-form" method="post" action={base}>
      <h2>{editing ? texts.editTitle : texts.add}</h2>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
      {editing ? <input type="hidden" name="key" value={editing.key} /> : null}
      <FormErrors messages={form?.errors.form ?? []} />
      <label className="field">
        <span className="field__label">{texts.trigger}</span>
        <input
          name="trigger"
          required
          maxLength={LIMITS.autoResponse.trigger}
          defaultValue={value('trigger')}
          {...invalidFieldProps(form, 'trigger')}
        />
        <FieldError form={form} name="trigger" />
      </label>
      <label className="field">
        <span className="field__label">{texts.response}</span>
        <textarea
          name="response"
          maxLength={LIMITS.autoResponse.response}
          rows={3}
          defaultValue={value('response')}
          aria-describedby="autoresponse-text-hint"
          {...invalidFieldProps(form, 'response')}
        />
        <span className="field__hint" id="autoresponse-text-hint">
          {texts.textWithEmbed}
        </span>
        <FieldError form={form} name="response" />
      </label>
      <MentionPicker context={sender.context} guildId={guildId} target={value('mentionTarget') || 'response'} />
      <label className="switch">
        <input type="checkbox" name="isEmbed" value="on" defaultChecked={value('isEmbed') === 'on'} />
        <span>{texts.asEmbed}</span>
      </label>
      {/* Shown while the switch is on (CSS :has), so it works without JavaScript too. */}
      <div className="embed-fields">
        <label className="field">
          <span className="field__label">{texts.embedTitle}</span>
          <input
            name="embedTitle"
            maxLength={LIMITS.autoResponse.embedTitle}
            defaultValue={value('embedTitle')}
            {...invalidFieldProps(form, 'embedTitle')}
          />
          <FieldError form={form} name="embedTitle" />
        </label>
        <label className="field">
          <span className="field__label">{texts.embedDescription}</span>
          <textarea
            name="embedDescription"
            maxLength={LIMITS.autoResponse.embedDescription}
            rows={3}
            defaultValue={value('embedDescription')}
            {...invalidFieldProps(form, 'embedDescription')}
          />
          <FieldError form={form} name="embedDescription" />
        </label>
        <label className="field">
          <span className="field__label">{texts.embedColor}</span>
          {/* Any colour; the category colours offered first. */}
          <input
            type="color"
            name="embedColor"
            list="embed-colors"
            defaultValue={value('embedColor').toLowerCase()}
            {...invalidFieldProps(form, 'embedColor')}
          />
          <datalist id="embed-colors">
            {CATEGORY_COLORS.map((color) => (
              <option key={color} value={color.toLowerCase()} />
            ))}
          </datalist>
          <FieldError form={form} name="embedColor" />
        </label>
        <EmbedParts value={value} form={form} rows={fieldRows(value)} />
        <FieldError form={form} name="embed" />
      </div>
      <div className="field">
        <span className="field__label" id="autoresponse-preview">
          {texts.preview}
        </span>
        <ol className="messages autoresponse-preview" aria-labelledby="autoresponse-preview" data-preview-message="">
          <AutoResponseMessage id="preview" look={lookOfForm(value)} sender={sender} texts={allTexts} dates={dates} />
        </ol>
        <AutoResponsePreviewIsland href={`${base}/preview`} />
      </div>
      <FormActions submitLabel={editing ? common.save : common.create} cancelHref={base} />
    </form>
  );
}
