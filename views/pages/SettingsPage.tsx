// /dashboard/{guildId}/settings ('Server Einstellungen'): feature switches, notifications (their channel, roles
// and switch), tickets, the time zone, notes.
import type {
  Feature,
  GuildPreferences,
  NotificationChannel,
  NotificationSettings,
  ServerRole,
} from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { ColorDot } from '../components/ColorDot.js';
import { roleColor } from '../lib/colors.js';
import { CsrfField } from '../components/CsrfField.js';
import { FeatureToggleIsland } from '../islands.js';
import { FormActions } from '../components/FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from '../components/FormErrors.js';
import { fieldValue, formOfIntent, type FormState, isRestoredDraft } from '../lib/form-state.js';
import { fillIn } from '../i18n/fill-in.js';
import { useTexts } from '../i18n/texts-context.js';
import {
  TICKET_SETTINGS_TITLE,
  TicketSettingsSection,
  ticketSettingsLabels,
  type TicketSettingsData,
} from '../components/TicketSettingsSection.js';
import { ErrorSummary } from '../components/ErrorSummary.js';

export interface SettingsData {
  guildId: string;
  features: Feature[];
  notifications: NotificationSettings;
  /** The notification channel, where it opens, and the channels to choose from (null: this viewer may not choose). */
  channel: NotificationChannel & { href: string | null };
  /** Roles that may be notified: neither managed nor @everyone. */
  roles: ServerRole[];
  preferences: GuildPreferences;
  /** The zones to choose from (the contract's list). */
  timeZones: readonly string[];
  tickets: TicketSettingsData;
}

/** Each form of the page by its intent: the id of its section's heading, where the error summary points. */
const FORM_TITLES = {
  feature: 'features-title',
  notifications: 'notifications-title',
  channel: 'notifications-title',
  test: 'notifications-title',
  timeZone: 'time-zone-title',
  tickets: TICKET_SETTINGS_TITLE,
} as const;
type Intent = keyof typeof FORM_TITLES;

/**
 * The page holds five forms, the Tickets section's about 1,200 px down on a phone: a refused one is
 * summed up at the top, where the page comes back, with links to its fields.
 */
function RefusedForm({ form }: { form: FormState | null }) {
  const { settings: texts, forms } = useTexts();
  const intent = fieldValue(form?.values, 'intent');
  if (!form || intent === undefined || !Object.hasOwn(FORM_TITLES, intent)) return null;
  // A form brought back after the session ended was not refused: its notice stays with the form.
  if (isRestoredDraft(form, forms.draftNotice)) return null;
  const sent = intent as Intent;
  const labels = {
    ...ticketSettingsLabels(texts.tickets),
    timeZone: texts.timeZoneLabel,
    channelId: texts.channel.label,
  };
  return <ErrorSummary title={texts.failed[sent]} form={form} labels={labels} formHref={`#${FORM_TITLES[sent]}`} />;
}

function TimeZoneForm({ data, csrf, form: page }: { data: SettingsData; csrf: string | null; form: FormState | null }) {
  // The page's form state is this form's only when it was this form that was sent.
  const form = formOfIntent(page, 'timeZone');
  const submitted = fieldValue(form?.values, 'timeZone');
  const { settings: texts, common } = useTexts();
  return (
    <section className="card">
      <h2 id={FORM_TITLES.timeZone}>{texts.timeZone}</h2>
      <form className="form" method="post">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="timeZone" />
        <FormErrors messages={form?.errors.form ?? []} />
        <label className="field">
          <span className="field__label">{texts.timeZoneLabel}</span>
          {/* A search without JavaScript: the browser filters the list as one types; what was typed comes back with its error. */}
          <input
            id="timeZone"
            name="timeZone"
            list="time-zones"
            autoComplete="off"
            spellCheck={false}
            defaultValue={submitted ?? data.preferences.timeZone}
            aria-describedby="time-zone-search"
            {...invalidFieldProps(form, 'timeZone')}
          />
          <datalist id="time-zones">
            {data.timeZones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <FieldError form={form} name="timeZone" />
          <span className="field__hint" id="time-zone-search">
            {texts.timeZoneSearchHint}
          </span>
          <span className="field__hint">{texts.timeZoneHint}</span>
        </label>
        <FormActions submitLabel={common.save} />
      </form>
    </section>
  );
}

/** Where notifications go, linked into Discord; while none is set, how to set them up. */
function CurrentChannel({ channel }: { channel: SettingsData['channel'] }) {
  const { settings: texts } = useTexts();
  if (!channel.channel)
    return (
      <div className="alert alert--info">
        <p>{texts.notSetUp}</p>
        <p>{fillIn(texts.setupHint, { command: <code>/setup-notifications</code> })}</p>
      </div>
    );
  const { name } = channel.channel;
  const shown = name === null ? texts.channel.gone : `#${name}`;
  return (
    <p>
      {fillIn(texts.channel.current, {
        channel: channel.href && name !== null ? <a href={channel.href}>{shown}</a> : <strong>{shown}</strong>,
      })}
    </p>
  );
}

/** The channel's choice for those who may run the setup command; everyone else reads who chooses it. */
function ChannelForm({ data, csrf, form: page }: { data: SettingsData; csrf: string | null; form: FormState | null }) {
  const { settings: texts } = useTexts();
  const { choices, channel } = data.channel;
  if (choices === null)
    return channel ? (
      <p className="field__hint">{fillIn(texts.channel.ownerOnly, { command: <code>/setup-notifications</code> })}</p>
    ) : null;
  if (choices.length === 0) return <p className="state">{texts.channel.noChoices}</p>;
  const form = formOfIntent(page, 'channel');
  const chosen = fieldValue(form?.values, 'channelId') ?? channel?.id ?? '';
  return (
    <form className="form" method="post">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="channel" />
      <FormErrors messages={form?.errors.form ?? []} />
      <label className="field">
        <span className="field__label">{texts.channel.label}</span>
        <select id="channelId" name="channelId" defaultValue={chosen} {...invalidFieldProps(form, 'channelId')}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              #{choice.name}
            </option>
          ))}
        </select>
        <FieldError form={form} name="channelId" />
        <span className="field__hint">{texts.channel.hint}</span>
      </label>
      <FormActions submitLabel={texts.channel.save} />
    </form>
  );
}

export function SettingsPage({ data, shell, form }: ViewProps<SettingsData>) {
  const { notifications } = data;
  const { settings: texts, common } = useTexts();
  return (
    <>
      <h1>{texts.title}</h1>
      <RefusedForm form={form} />
      <section className="card">
        <h2 id={FORM_TITLES.feature}>{texts.features}</h2>
        <ul className="features">
          {data.features.map((feature) => (
            <li key={feature.name}>
              <FeatureToggleIsland
                guildId={data.guildId}
                name={feature.name}
                displayName={feature.displayName}
                description={feature.description}
                enabled={feature.enabled}
                csrfToken={shell.csrfToken ?? ''}
                texts={texts.toggle}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="card notifications">
        <h2 id={FORM_TITLES.notifications}>{texts.notifications}</h2>
        <CurrentChannel channel={data.channel} />
        <ChannelForm data={data} csrf={shell.csrfToken} form={form} />
        {notifications.setupCompleted && (
          <>
            <form className="form" method="post">
              <CsrfField token={shell.csrfToken} />
              <input type="hidden" name="intent" value="notifications" />
              <label className="switch">
                <input
                  type="checkbox"
                  name="notificationsEnabled"
                  value="on"
                  defaultChecked={notifications.notificationsEnabled}
                />
                <span>{texts.notificationsEnabled}</span>
              </label>
              <fieldset className="field">
                <legend className="field__label">{texts.notifiedRoles}</legend>
                {data.roles.length === 0 ? (
                  <p className="state">{texts.noRoles}</p>
                ) : (
                  <div className="role-list">
                    {data.roles.map((role) => (
                      <label key={role.id} className="role-option">
                        <input
                          type="checkbox"
                          name="notificationRoles"
                          value={role.id}
                          defaultChecked={notifications.notificationRoles.includes(role.id)}
                        />
                        <ColorDot color={roleColor(role.color)} /> <span>{role.name}</span>
                      </label>
                    ))}
                  </div>
                )}
              </fieldset>
              <FormActions submitLabel={common.save} />
            </form>
            <form method="post" className="form__actions form__actions--start">
              <CsrfField token={shell.csrfToken} />
              <input type="hidden" name="intent" value="test" />
              <button className="button" type="submit">
                {texts.sendTest}
              </button>
            </form>
          </>
        )}
      </section>
      <TicketSettingsSection data={data.tickets} form={form} csrf={shell.csrfToken} />
      <TimeZoneForm data={data} csrf={shell.csrfToken} form={form} />
      <aside className="card notes">
        <h2>{texts.notes}</h2>
        <ul>
          {texts.noteList.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </aside>
    </>
  );
}
