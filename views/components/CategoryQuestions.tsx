// The category form's questions: one slot per question the bot's form can hold, each a group of plain
// fields (so it works without JavaScript). A slot with a question is open; of the empty ones the first
// is open to add one and the others are folded away (a details element). Leaving a question's text
// empty removes it. Each field is named after its slot and part (q1Label, q1Style…), and keeps its id
// for the error summary's links.
import type { CategoryQuestion } from '../../server/contract/index.js';
import { LIMITS } from '../../server/contract/facts.js';
import { useTexts } from '../i18n/texts-context.js';
import { fieldValue, type FormState } from '../lib/form-state.js';
import { FieldError, invalidFieldProps } from './FormErrors.js';

export const QUESTION_PARTS = {
  label: 'Label',
  style: 'Style',
  required: 'Required',
  placeholder: 'Placeholder',
  minLength: 'Min',
  maxLength: 'Max',
} as const;
export type QuestionPart = keyof typeof QUESTION_PARTS;

/** A slot's field name (slots count from 1, as the page names them). */
export const questionFieldName = (slot: number, part: QuestionPart): string => `q${slot}${QUESTION_PARTS[part]}`;

/** The slots, 1 to the number of questions one form holds. */
export const QUESTION_SLOTS = Array.from({ length: LIMITS.ticketQuestions.count }, (_, index) => index + 1);

/** A slot's value: as sent (a refused form), else the stored question's. */
function slotValues(slot: number, stored: CategoryQuestion | undefined, form: FormState | null) {
  const sent = (part: QuestionPart) => fieldValue(form?.values, questionFieldName(slot, part));
  const number = (value: number | undefined) => (value === undefined ? '' : String(value));
  if (form)
    return {
      label: sent('label') ?? '',
      style: sent('style') ?? 'short',
      required: sent('required') === 'on',
      placeholder: sent('placeholder') ?? '',
      minLength: sent('minLength') ?? '',
      maxLength: sent('maxLength') ?? '',
    };
  return {
    label: stored?.label ?? '',
    style: stored?.style ?? 'short',
    required: stored?.required ?? true,
    placeholder: stored?.placeholder ?? '',
    minLength: number(stored?.minLength),
    maxLength: number(stored?.maxLength),
  };
}

function LengthField({
  slot,
  part,
  value,
  form,
}: {
  slot: number;
  part: QuestionPart;
  value: string;
  form: FormState | null;
}) {
  const texts = useTexts().categories.setup;
  const name = questionFieldName(slot, part);
  return (
    <label className="field field--narrow">
      <span className="field__label">{part === 'minLength' ? texts.minLength : texts.maxLength}</span>
      <input
        id={name}
        name={name}
        type="number"
        min={part === 'minLength' ? 0 : 1}
        max={LIMITS.ticketQuestions.length}
        step={1}
        defaultValue={value}
        {...invalidFieldProps(form, name)}
      />
      <FieldError form={form} name={name} />
    </label>
  );
}

function QuestionSlot({
  slot,
  open,
  values,
  form,
}: {
  slot: number;
  open: boolean;
  values: ReturnType<typeof slotValues>;
  form: FormState | null;
}) {
  const texts = useTexts().categories.setup;
  const name = (part: QuestionPart) => questionFieldName(slot, part);
  return (
    <details className="question-slot" open={open}>
      <summary>{values.label ? texts.question(slot) : texts.addQuestion(slot)}</summary>
      <label className="field">
        <span className="field__label">{texts.label}</span>
        <input
          id={name('label')}
          name={name('label')}
          maxLength={LIMITS.ticketQuestions.label}
          defaultValue={values.label}
          {...invalidFieldProps(form, name('label'))}
        />
        <FieldError form={form} name={name('label')} />
        <span className="field__hint">{texts.labelHint}</span>
      </label>
      <div className="question-slot__row">
        <label className="field">
          <span className="field__label">{texts.style}</span>
          <select id={name('style')} name={name('style')} defaultValue={values.style}>
            <option value="short">{texts.short}</option>
            <option value="paragraph">{texts.paragraph}</option>
          </select>
        </label>
        <label className="switch">
          <input
            type="checkbox"
            id={name('required')}
            name={name('required')}
            value="on"
            defaultChecked={values.required}
          />
          <span>{texts.required}</span>
        </label>
      </div>
      <label className="field">
        <span className="field__label">{texts.placeholder}</span>
        <input
          id={name('placeholder')}
          name={name('placeholder')}
          maxLength={LIMITS.ticketQuestions.placeholder}
          defaultValue={values.placeholder}
          {...invalidFieldProps(form, name('placeholder'))}
        />
        <FieldError form={form} name={name('placeholder')} />
      </label>
      <div className="question-slot__row">
        <LengthField slot={slot} part="minLength" value={values.minLength} form={form} />
        <LengthField slot={slot} part="maxLength" value={values.maxLength} form={form} />
      </div>
    </details>
  );
}

export function CategoryQuestions({ stored, form }: { stored: readonly CategoryQuestion[]; form: FormState | null }) {
  const texts = useTexts().categories.setup;
  const slots = QUESTION_SLOTS.map((slot) => slotValues(slot, stored[slot - 1], form));
  const firstEmpty = slots.findIndex((values) => !values.label);
  const failed = (slot: number) =>
    Object.values(QUESTION_PARTS).some((part) => form?.errors.fields[`q${slot}${part}`]?.length);
  return (
    <fieldset className="field question-slots">
      <legend className="field__label">{texts.questions}</legend>
      <p className="field__hint">{texts.questionsHint(LIMITS.ticketQuestions.count)}</p>
      {slots.map((values, index) => (
        <QuestionSlot
          key={questionFieldName(index + 1, 'label')}
          slot={index + 1}
          open={Boolean(values.label) || index === firstEmpty || failed(index + 1)}
          values={values}
          form={form}
        />
      ))}
    </fieldset>
  );
}
