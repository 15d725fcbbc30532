// The auto response form, for a new response and for editing one (filled in with what is saved, or with
// what was typed when saving failed), with the response as the bot's message below it. Without JavaScript
// the preview shows the form as it was loaded; AutoResponsePreview renders it anew on the server while
// typing.
import type { AutoResponse } from '../../server/contract/index.js';
import { DEFAULT_COLOR, LIMITS } from '../../server/contract/facts.js';
import { fieldValue, type FormState, type FormValues } from '../lib/form-state.js';
import { hexColor } from '../lib/colors.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { useTexts } from '../i18n/texts-context.js';
import { AutoResponsePreviewIsland } from '../islands.js';
import { AutoResponseMessage, lookOfForm, type ResponseSender } from './AutoResponseMessage.js';
import { ColorChoices } from './ColorChoices.js';
import { CsrfField } from './CsrfField.js';
import { FormActions } from './FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from './FormErrors.js';

/** The response being edited: the trigger it is saved under (the key), and its saved values (null: gone since). */
export interface EditedResponse {
  key: string;
  response: AutoResponse | null;
}

/** A saved response as the form's fields. */
const savedValues = (response: AutoResponse): FormValues => ({
  trigger: response.trigger_word,
  response: response.response_text,
  ...(response.is_embed ? { isEmbed: 'on' } : {}),
  embedTitle: response.embed_title ?? '',
  embedDescription: response.embed_description ?? '',
  embedColor: response.embed_color === null ? DEFAULT_COLOR : hexColor(response.embed_color).toUpperCase(),
});

export function AutoResponseForm({
  form,
  csrf,
  base,
  editing,
  sender,
}: {
  form: FormState | null;
  csrf: string | null;
  base: string;
  editing: EditedResponse | null;
  sender: ResponseSender;
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
      {/* Hidden while the switch is on: an embed is sent without the plain answer (CSS :has, no JavaScript). */}
      <label className="field autoresponse-form__text">
        <span className="field__label">{texts.response}</span>
        <textarea
          name="response"
          maxLength={LIMITS.autoResponse.response}
          rows={3}
          defaultValue={value('response')}
          {...invalidFieldProps(form, 'response')}
        />
        <FieldError form={form} name="response" />
      </label>
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
        <ColorChoices name="embedColor" legend={texts.embedColor} current={value('embedColor')} form={form} />
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
