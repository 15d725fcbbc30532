// The category form's parts beyond its name and look: its questions (CategoryQuestions), its team (the
// server's roles as checkboxes; a chosen role Discord no longer has shows as not found, and is skipped),
// its welcome with the preview of the bot's message (renewed by the server while typing, with
// JavaScript), and the Discord category its tickets' channels go under. Plain fields, no script needed.
import type { TicketCategory } from '../../server/contract/index.js';
import { LIMITS } from '../../server/contract/facts.js';
import { useTexts } from '../i18n/texts-context.js';
import { fieldValue, type FormState } from '../lib/form-state.js';
import { AutoResponsePreviewIsland } from '../islands.js';
import { AutoResponseMessage, type ResponseSender } from './AutoResponseMessage.js';
import { CategoryQuestions } from './CategoryQuestions.js';
import { FieldError, invalidFieldProps } from './FormErrors.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { welcomeLook, type WelcomeDraft, type WelcomeViewer } from './WelcomePreview.js';
import type { Language } from '../../server/contract/languages.js';

type Named = { id: string; name: string };

/** What the form offers beside the category: the server's roles and Discord categories ('unread' when reading failed), the preview's sender. */
export interface CategorySetupData {
  roles: Named[] | 'unread';
  discordCategories: Named[] | 'unread';
  sender: ResponseSender;
  viewer: WelcomeViewer;
  language: Language;
}

/** The team as sent (a refused form: one value or several), else as stored. */
function chosenRoles(editing: TicketCategory | null, form: FormState | null): string[] {
  if (!form) return editing?.staffRoleIds ?? [];
  const sent = form.values.staffRoleIds;
  return sent === undefined ? [] : Array.isArray(sent) ? sent : [sent];
}

function TeamField({ roles, chosen }: { roles: Named[] | 'unread'; chosen: string[] }) {
  const texts = useTexts().categories.setup;
  const known = roles === 'unread' ? [] : roles;
  // Roles the page cannot name: gone from Discord (or unread, when the list could not be read).
  const gone = chosen.filter((id) => !known.some((role) => role.id === id));
  const offered = [...known, ...gone.map((id) => ({ id, name: roles === 'unread' ? id : `${id} ${texts.roleGone}` }))];
  return (
    <fieldset className="field">
      <legend className="field__label">{texts.team}</legend>
      <p className="field__hint">{texts.teamHint}</p>
      {roles === 'unread' ? <p className="field__hint">{texts.rolesUnread}</p> : null}
      {roles !== 'unread' && gone.length ? <p className="alert alert--warning">{texts.rolesGone}</p> : null}
      {offered.length === 0 ? <p className="field__hint">{texts.noRoles}</p> : null}
      <div className="choice-list">
        {offered.map((role) => (
          <label key={role.id} className="choice">
            <input type="checkbox" name="staffRoleIds" value={role.id} defaultChecked={chosen.includes(role.id)} />
            <span>{role.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function DiscordCategoryField({
  data,
  chosen,
  form,
}: {
  data: CategorySetupData;
  chosen: string;
  form: FormState | null;
}) {
  const texts = useTexts().categories.setup;
  const listed = data.discordCategories === 'unread' ? [] : data.discordCategories;
  const gone = Boolean(chosen) && data.discordCategories !== 'unread' && !listed.some((entry) => entry.id === chosen);
  const options =
    gone || (chosen && data.discordCategories === 'unread') ? [...listed, { id: chosen, name: chosen }] : listed;
  return (
    <label className="field">
      <span className="field__label">{texts.discordCategory}</span>
      <select
        id="discordCategoryId"
        name="discordCategoryId"
        defaultValue={chosen}
        {...invalidFieldProps(form, 'discordCategoryId')}
      >
        <option value="">{texts.discordCategoryDefault}</option>
        {options.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
      <FieldError form={form} name="discordCategoryId" />
      {data.discordCategories === 'unread' ? <span className="field__hint">{texts.categoriesUnread}</span> : null}
      {gone ? <span className="field__hint">{texts.discordCategoryGone}</span> : null}
      <span className="field__hint">{texts.discordCategoryHint}</span>
    </label>
  );
}

export function CategorySetup({
  data,
  editing,
  draft,
  form,
  previewHref,
}: {
  data: CategorySetupData;
  editing: TicketCategory | null;
  /** The form's values as they stand, for the preview. */
  draft: WelcomeDraft;
  form: FormState | null;
  previewHref: string;
}) {
  const allTexts = useTexts();
  const texts = allTexts.categories.setup;
  const dates = useDateFormat();
  const welcome = fieldValue(form?.values, 'welcomeMessage') ?? editing?.welcomeMessage ?? '';
  const look = welcomeLook(draft, data.viewer, data.language, texts.previewAnswer);
  return (
    <>
      <CategoryQuestions stored={editing?.questions ?? []} form={form} />
      <TeamField roles={data.roles} chosen={chosenRoles(editing, form)} />
      <label className="field">
        <span className="field__label">{texts.welcome}</span>
        <textarea
          id="welcomeMessage"
          name="welcomeMessage"
          maxLength={LIMITS.welcomeMessage}
          rows={4}
          defaultValue={welcome}
          {...invalidFieldProps(form, 'welcomeMessage')}
        />
        <FieldError form={form} name="welcomeMessage" />
        <span className="field__hint">{texts.welcomeHint}</span>
      </label>
      <div className="field">
        <span className="field__label" id="welcome-preview">
          {texts.preview}
        </span>
        <ol className="messages autoresponse-preview" aria-labelledby="welcome-preview" data-preview-message="">
          <AutoResponseMessage id="welcome-preview" look={look} sender={data.sender} texts={allTexts} dates={dates} />
        </ol>
        <AutoResponsePreviewIsland href={previewHref} />
      </div>
      <DiscordCategoryField
        data={data}
        chosen={fieldValue(form?.values, 'discordCategoryId') ?? editing?.discordCategoryId ?? ''}
        form={form}
      />
    </>
  );
}
