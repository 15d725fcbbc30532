// The form of one ticket panel (or of a new one, without `panel`), plain HTML that works without
// JavaScript: its channel, title, text, colour (or the first category's), and which categories it shows
// (checkboxes in the categories' order; none: all active ones), each after its place on the panel (a
// number: the panel's order without a script); and, for a panel there is, its delete. Shown on the
// panel's own step of the page; its cancel goes back to the list.
import type { TicketCategory, TicketPanel } from '../../server/contract/index.js';
import { CATEGORY_COLORS, LIMITS } from '../../server/contract/facts.js';
import { PANEL_PLACE_FIELDS } from '../lib/panel-places.js';
import { useTexts } from '../i18n/texts-context.js';
import { fieldValue, type FormState, type FormValues } from '../lib/form-state.js';
import { CsrfField } from './CsrfField.js';
import { FormActions } from './FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from './FormErrors.js';

/** A text channel a panel may go to. */
export interface PanelChannel {
  id: string;
  name: string;
}

/** The channel a new panel is offered for, when one of that name exists. */
const USUAL_CHANNEL = 'tickets';

/** The channel to preselect: the one just submitted, else the panel's, else one named "tickets", else the first. */
function chosenChannel(channels: PanelChannel[], panel: TicketPanel | null, submitted: string | undefined) {
  const known = (id: string | undefined) => (channels.some((channel) => channel.id === id) ? id : undefined);
  return (
    known(submitted) ??
    known(panel?.channelId) ??
    channels.find((channel) => channel.name === USUAL_CHANNEL)?.id ??
    channels[0]?.id
  );
}

/** Every value a field sent (checkboxes send one each). */
const allValues = (values: FormValues, name: string): string[] => [values[name] ?? []].flat();

/**
 * Each category's place on the panel as its field shows it: as sent (every row sends its category's id
 * and its place, in the same order), else the panel's order counted from 1; none for a category it
 * does not name.
 */
function placesOf(panel: TicketPanel | null, form: FormState | null): Map<string, string> {
  if (!form) return new Map(panel?.categoryIds.map((id, index) => [String(id), String(index + 1)]));
  const sent = allValues(form.values, PANEL_PLACE_FIELDS.place);
  return new Map(allValues(form.values, PANEL_PLACE_FIELDS.id).map((id, index) => [id, sent[index] ?? '']));
}

export function TicketPanelForm({
  panel,
  channels,
  categories,
  form,
  csrf,
  base,
}: {
  panel: TicketPanel | null;
  channels: PanelChannel[];
  categories: TicketCategory[];
  /** The submitted form when it was this panel's. */
  form: FormState | null;
  csrf: string | null;
  base: string;
}) {
  const texts = useTexts().categories.panel;
  const value = (name: string, fallback: string) => fieldValue(form?.values, name) ?? fallback;
  const key = panel ? `panel-${panel.id}` : 'panel-new';
  const chosen = new Set(form ? allValues(form.values, 'categoryIds') : (panel?.categoryIds ?? []).map(String));
  const places = placesOf(panel, form);
  return (
    <>
      <form className="form" method="post" action={base}>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="panel" />
        {panel ? <input type="hidden" name="panelId" value={panel.id} /> : null}
        <FormErrors messages={form?.errors.form ?? []} />
        <label className="field">
          <span className="field__label">{texts.channel}</span>
          <select
            name="channelId"
            required
            defaultValue={chosenChannel(channels, panel, fieldValue(form?.values, 'channelId'))}
            {...invalidFieldProps(form, 'channelId')}
          >
            {channels.map((channel) => (
              <option key={channel.id} value={channel.id}>{`#${channel.name}`}</option>
            ))}
          </select>
          <FieldError form={form} name="channelId" />
        </label>
        <label className="field">
          <span className="field__label">{texts.heading}</span>
          <input
            name="title"
            required
            maxLength={LIMITS.ticketPanel.title}
            defaultValue={value('title', panel?.title ?? texts.defaultTitle)}
            {...invalidFieldProps(form, 'title')}
          />
          <FieldError form={form} name="title" />
        </label>
        <label className="field">
          <span className="field__label">{texts.text}</span>
          <textarea
            name="text"
            maxLength={LIMITS.ticketPanel.text}
            rows={4}
            defaultValue={value('text', panel?.text ?? texts.defaultText)}
            {...invalidFieldProps(form, 'text')}
          />
          <FieldError form={form} name="text" />
        </label>
        <label className="field">
          <span className="field__label">{texts.color}</span>
          <select name="color" defaultValue={value('color', panel?.color ?? '')} {...invalidFieldProps(form, 'color')}>
            <option value="">{texts.colorOfCategory}</option>
            {CATEGORY_COLORS.map((color) => (
              <option key={color} value={color}>
                {color}
              </option>
            ))}
          </select>
          <FieldError form={form} name="color" />
        </label>
        {categories.length > 0 ? (
          // The hint describes the group once, for its every box and place.
          <fieldset className="field" aria-describedby={`${key}-categories-hint`}>
            <legend className="field__label">{texts.categories}</legend>
            <p className="field__hint" id={`${key}-categories-hint`}>
              {texts.categoriesHint(LIMITS.ticketPanel.buttons)}
            </p>
            {categories.map((category) => (
              <div key={category.id} className="panel-category">
                <input type="hidden" name={PANEL_PLACE_FIELDS.id} value={category.id} />
                <input
                  type="number"
                  name={PANEL_PLACE_FIELDS.place}
                  min={1}
                  aria-label={texts.place(category.name)}
                  defaultValue={places.get(String(category.id)) ?? ''}
                  {...invalidFieldProps(form, PANEL_PLACE_FIELDS.place)}
                />
                <label className="choice">
                  <input
                    type="checkbox"
                    name="categoryIds"
                    value={category.id}
                    defaultChecked={chosen.has(String(category.id))}
                    {...invalidFieldProps(form, 'categoryIds')}
                  />{' '}
                  {category.name}
                </label>
              </div>
            ))}
            <FieldError form={form} name="categoryIds" />
            <FieldError form={form} name={PANEL_PLACE_FIELDS.place} />
          </fieldset>
        ) : null}
        <FormActions submitLabel={panel?.sentAt ? texts.update : texts.send} cancelHref={base} />
      </form>
      {panel ? (
        <form className="form" method="post" action={base}>
          <CsrfField token={csrf} />
          <input type="hidden" name="intent" value="panel-delete" />
          <input type="hidden" name="panelId" value={panel.id} />
          <button type="submit" className="button button--danger">
            {texts.remove}
          </button>
        </form>
      ) : null}
    </>
  );
}
