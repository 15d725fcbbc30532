// /dashboard/{guildId}/ticket-categories ('Ticket Kategorien'): the list, and the create/edit form and the
// delete confirmation as steps of the same page (?form=new, ?edit=id, ?delete=id), so all of it works
// without JavaScript; below the list, the ticket panels members open tickets from (a panel's form the
// step ?panel=id, ?panel=new), and the blocklist.
import type { TicketCategory } from '../../server/contract/index.js';
import {
  CATEGORY_EMOJIS,
  customEmojiOf,
  DEFAULT_CATEGORY_EMOJI,
  DEFAULT_COLOR,
  LIMITS,
} from '../../server/contract/facts.js';
import { fieldValue, type FormState } from '../lib/form-state.js';
import { FieldError, FormErrors, invalidFieldProps } from '../components/FormErrors.js';
import type { ViewProps } from '../view-props.js';
import { ColorChoices } from '../components/ColorChoices.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { FormActions } from '../components/FormActions.js';
import { CategoryTable } from '../components/CategoryTable.js';
import { refusedAnchor, TicketPanelSection, type TicketPanelData } from '../components/TicketPanelSection.js';
import { TicketBlocklistSection, type TicketBlocklistData } from '../components/TicketBlocklistSection.js';
import { mayManage } from '../lib/may-manage.js';
import { useTexts } from '../i18n/texts-context.js';
import type { Texts } from '../i18n/texts.js';
import { ErrorSummary } from '../components/ErrorSummary.js';
import { CategorySetup, type CategorySetupData } from '../components/CategorySetup.js';
import { QUESTION_SLOTS, questionFieldName } from '../components/CategoryQuestions.js';

/** The error summary's name for each field of the form: a question's parts with its number. */
function fieldLabels(texts: Texts['categories']): Record<string, string> {
  const { setup } = texts;
  const labels: Record<string, string> = {
    name: texts.name,
    description: texts.description,
    emoji: texts.emoji,
    customEmoji: texts.customEmojiLabel,
    sortOrder: texts.order,
    welcomeMessage: setup.welcome,
    discordCategoryId: setup.discordCategory,
  };
  for (const slot of QUESTION_SLOTS)
    for (const part of ['label', 'placeholder', 'minLength', 'maxLength'] as const)
      labels[questionFieldName(slot, part)] = `${setup.question(slot)}: ${setup[part]}`;
  return labels;
}

export type CategoryStep =
  | { kind: 'list' }
  | { kind: 'new' }
  | { kind: 'edit'; category: TicketCategory }
  | { kind: 'delete'; category: TicketCategory };

export interface CategoriesData {
  guildId: string;
  categories: TicketCategory[];
  step: CategoryStep;
  panel: TicketPanelData;
  blocklist: TicketBlocklistData;
  /** Where custom emojis' pictures are (Discord's CDN, or the stand-in's). */
  cdnBase: string;
  /** What the create/edit form offers beyond the category itself; null while no form shows. */
  setup: CategorySetupData | null;
}

/** How the delete step names a category: its emoji where that is text (a custom one is a picture). */
const named = (category: TicketCategory) =>
  customEmojiOf(category.emoji) ? category.name : `${category.emoji} ${category.name}`;

/** Above the list, when a posted panel could not follow the categories: a link to why, in its section. */
function PanelOutdated({ panels }: { panels: TicketPanelData['panels'] }) {
  const texts = useTexts().categories.panel;
  const refused = panels === 'unread' ? undefined : panels.find((panel) => panel.refusal);
  if (!refused) return null;
  return (
    <p className="alert alert--warning">
      <a href={`#${refusedAnchor(refused)}`}>{texts.outdated}</a>
    </p>
  );
}

function CategoryForm({
  data,
  form,
  csrf,
  base,
}: {
  data: CategoriesData;
  form: FormState | null;
  csrf: string | null;
  base: string;
}) {
  const editing = data.step.kind === 'edit' ? data.step.category : null;
  const value = (name: string, fallback: string) => fieldValue(form?.values, name) ?? fallback;
  const emoji = value('emoji', editing?.emoji ?? DEFAULT_CATEGORY_EMOJI);
  const preset = CATEGORY_EMOJIS.includes(emoji);
  const color = value('color', editing?.color ?? DEFAULT_COLOR).toUpperCase();
  const { categories: texts, common } = useTexts();
  const draft = {
    name: value('name', editing?.name ?? ''),
    emoji: preset ? emoji : value('customEmoji', emoji),
    color,
    welcomeMessage: value('welcomeMessage', editing?.welcomeMessage ?? ''),
    questions: QUESTION_SLOTS.map((slot) => ({
      label: value(questionFieldName(slot, 'label'), form ? '' : (editing?.questions[slot - 1]?.label ?? '')),
      placeholder: value(questionFieldName(slot, 'placeholder'), editing?.questions[slot - 1]?.placeholder ?? ''),
    })),
  };
  return (
    <form className="card form" method="post" action={base} id="category-form">
      <h2>{editing ? texts.editTitle : texts.add}</h2>
      {form && Object.keys(form.errors.fields).length ? (
        <ErrorSummary title={texts.setup.failed} form={form} labels={fieldLabels(texts)} formHref="#category-form" />
      ) : null}
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={editing ? 'update' : 'create'} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      {/* The state the form was loaded with: kept through a refusal or an ended session, so a later save
          of a stale form is still refused (a refusal for that very reason leaves it out: the new state). */}
      {editing?.updatedAt ? <input type="hidden" name="basedOn" value={value('basedOn', editing.updatedAt)} /> : null}
      <FormErrors messages={form?.errors.form ?? []} />
      <label className="field">
        <span className="field__label">{texts.name}</span>
        <input
          name="name"
          required
          maxLength={LIMITS.category.name}
          defaultValue={value('name', editing?.name ?? '')}
          {...invalidFieldProps(form, 'name')}
        />
        <FieldError form={form} name="name" />
      </label>
      <label className="field">
        <span className="field__label">{texts.description}</span>
        <textarea
          name="description"
          maxLength={LIMITS.category.description}
          rows={2}
          defaultValue={value('description', editing?.description ?? '')}
          {...invalidFieldProps(form, 'description')}
        />
        <FieldError form={form} name="description" />
      </label>
      <fieldset className="field">
        <legend className="field__label">{texts.emoji}</legend>
        <div className="choice-grid">
          {CATEGORY_EMOJIS.map((choice) => (
            <label key={choice} className="choice choice--emoji">
              <input type="radio" name="emoji" value={choice} defaultChecked={choice === emoji} />
              <span>{choice}</span>
            </label>
          ))}
          <label className="choice choice--custom">
            <input type="radio" name="emoji" value="custom" defaultChecked={!preset} />
            <span>{texts.customEmoji}</span>
            <input
              name="customEmoji"
              maxLength={LIMITS.emoji}
              aria-label={texts.customEmojiLabel}
              defaultValue={preset ? '' : value('customEmoji', emoji)}
              {...invalidFieldProps(form, 'customEmoji')}
            />
          </label>
        </div>
        <FieldError form={form} name="emoji" />
        <FieldError form={form} name="customEmoji" />
      </fieldset>
      <ColorChoices name="color" legend={texts.color} current={color} form={form} />
      <label className="field field--narrow">
        <span className="field__label">{texts.order}</span>
        <input
          name="sortOrder"
          type="number"
          min={0}
          step={1}
          defaultValue={value('sortOrder', String(editing?.sort_order ?? 0))}
          {...invalidFieldProps(form, 'sortOrder')}
        />
        <FieldError form={form} name="sortOrder" />
      </label>
      {data.setup ? (
        <CategorySetup data={data.setup} editing={editing} draft={draft} form={form} previewHref={`${base}/preview`} />
      ) : null}
      <FormActions submitLabel={editing ? common.save : common.create} cancelHref={base} />
    </form>
  );
}

/** The page's other forms (the panels', the blocklist's): a refusal of theirs leaves the category form empty. */
const isOtherForm = (intent: string) => intent.startsWith('panel') || intent === 'block' || intent === 'unblock';

export function CategoriesPage({ data, shell, form }: ViewProps<CategoriesData>) {
  const base = `/dashboard/${data.guildId}/ticket-categories`;
  const manage = mayManage(shell, 'ticketCategories');
  const showForm = manage && (data.step.kind === 'new' || data.step.kind === 'edit');
  // A panel's form is a step of its own: the page shows that panel's part of the section only.
  const panelStep = manage && data.step.kind === 'list' && data.panel.open !== null;
  const { categories: texts } = useTexts();
  const panels = (
    <TicketPanelSection
      data={panelStep ? data.panel : { ...data.panel, open: null }}
      categories={data.categories}
      cdnBase={data.cdnBase}
      manage={manage}
      form={form}
      csrf={shell.csrfToken}
      base={base}
    />
  );
  const header = (
    <header className="page-header">
      <h1>{texts.title}</h1>
      {showForm || panelStep || !manage ? null : (
        <a className="button button--primary" href={`${base}?form=new`}>
          {texts.add}
        </a>
      )}
    </header>
  );
  if (panelStep)
    return (
      <>
        {header}
        {panels}
      </>
    );
  return (
    <>
      {header}
      <PanelOutdated panels={data.panel.panels} />
      {showForm ? (
        <CategoryForm
          data={data}
          form={isOtherForm(String(fieldValue(form?.values, 'intent') ?? '')) ? null : form}
          csrf={shell.csrfToken}
          base={base}
        />
      ) : null}
      {data.step.kind === 'delete' && manage ? (
        <ConfirmStep
          subject={named(data.step.category)}
          question={texts.deleteQuestion}
          csrf={shell.csrfToken}
          fields={{ intent: 'delete', id: data.step.category.id }}
          cancelHref={base}
          action={base}
        />
      ) : null}
      {data.categories.length === 0 ? (
        <p className="card state">{texts.empty}</p>
      ) : (
        <CategoryTable
          categories={data.categories}
          cdnBase={data.cdnBase}
          manage={manage}
          csrf={shell.csrfToken}
          base={base}
        />
      )}
      {/* While a category's form is open the page is that form and the list: a phone on a slow link should
          not load the panels and the blocklist for a form it does not use. */}
      {showForm ? null : (
        <>
          {panels}
          <TicketBlocklistSection data={data.blocklist} form={form} csrf={shell.csrfToken} base={base} />
        </>
      )}
    </>
  );
}
