// The "Sperrliste" section of the Ticket Kategorien page: who may not open tickets (a user, or everyone
// holding a role), why, who blocked them and since when; for those who may change it, a plain form that
// blocks a role (picked) or a user (by id), and a button per entry that lifts the block (its notice
// offers the undo). All of it works without JavaScript.
import type { TicketBlock } from '../../server/contract/index.js';
import { LIMITS } from '../../server/contract/facts.js';
import { useTexts } from '../i18n/texts-context.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { fieldValue, formOfIntent, type FormState, isRestoredDraft } from '../lib/form-state.js';
import { CsrfField } from './CsrfField.js';
import { ErrorSummary } from './ErrorSummary.js';
import { FormActions } from './FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from './FormErrors.js';
import { TableScroll } from './TableScroll.js';

export interface TicketBlocklistData {
  /** The entries; 'unread' when the bot API did not answer. */
  entries: TicketBlock[] | 'unread';
  /** The roles that may be blocked: null when not read (the user may not change the list), 'unread' when reading failed. */
  roles: { id: string; name: string }[] | null | 'unread';
  manage: boolean;
}

interface Props {
  data: TicketBlocklistData;
  form: FormState | null;
  csrf: string | null;
  base: string;
}

function BlockForm({ roles, form, csrf, base }: Omit<Props, 'data'> & { roles: { id: string; name: string }[] }) {
  const { categories, forms } = useTexts();
  const texts = categories.blocklist;
  const value = (name: string) => fieldValue(form?.values, name) ?? '';
  const labels = { roleId: texts.pickRole, userId: texts.userId, userName: texts.userName, reason: texts.reason };
  // Brought back after the session ended, the form was not refused: its notice stays with it.
  const restored = form !== null && isRestoredDraft(form, forms.draftNotice);
  return (
    <form className="form" method="post" action={base} id="blocklist-form">
      {form && !restored ? (
        <ErrorSummary title={texts.failed.block} form={form} labels={labels} formHref="#blocklist-form" />
      ) : null}
      <h3>{texts.addTitle}</h3>
      {restored ? <FormErrors messages={form.errors.form} /> : null}
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="block" />
      <label className="field">
        <span className="field__label">{texts.pickRole}</span>
        <select id="roleId" name="roleId" defaultValue={value('roleId')} {...invalidFieldProps(form, 'roleId')}>
          <option value="">{texts.noRole}</option>
          {roles.map((role) => (
            <option key={role.id} value={role.id}>{`@${role.name}`}</option>
          ))}
        </select>
        <FieldError form={form} name="roleId" />
      </label>
      <label className="field">
        <span className="field__label">{texts.userId}</span>
        <input
          id="userId"
          name="userId"
          inputMode="numeric"
          maxLength={LIMITS.discordId.max}
          defaultValue={value('userId')}
          aria-describedby="userId-hint"
          {...invalidFieldProps(form, 'userId')}
        />
        <span className="field__hint" id="userId-hint">
          {texts.userIdHint}
        </span>
        <FieldError form={form} name="userId" />
      </label>
      <label className="field">
        <span className="field__label">{texts.userName}</span>
        <input id="userName" name="userName" maxLength={LIMITS.name} defaultValue={value('userName')} />
        <FieldError form={form} name="userName" />
      </label>
      <label className="field">
        <span className="field__label">{texts.reason}</span>
        <input
          id="reason"
          name="reason"
          required
          maxLength={LIMITS.ticketBlock.reason}
          defaultValue={value('reason')}
          aria-describedby="reason-hint"
          {...invalidFieldProps(form, 'reason')}
        />
        <span className="field__hint" id="reason-hint">
          {texts.reasonHint(LIMITS.ticketBlock.reason)}
        </span>
        <FieldError form={form} name="reason" />
      </label>
      <FormActions submitLabel={texts.block} />
    </form>
  );
}

function BlockTable({
  entries,
  manage,
  csrf,
  base,
}: { entries: TicketBlock[]; manage: boolean } & Omit<Props, 'data' | 'form'>) {
  const texts = useTexts().categories.blocklist;
  const { common } = useTexts();
  const dates = useDateFormat();
  if (entries.length === 0) return <p className="state">{texts.empty}</p>;
  return (
    <TableScroll label={texts.title} cards>
      <table>
        <thead>
          <tr>
            <th scope="col">{texts.who}</th>
            <th scope="col">{texts.reason}</th>
            <th scope="col">{texts.blockedBy}</th>
            <th scope="col">{texts.since}</th>
            {manage ? <th scope="col">{common.actions}</th> : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td className="cell-title">
                {entry.targetType === 'role' ? texts.role(entry.targetName) : texts.user(entry.targetName)}
              </td>
              <td className="cell-text">{entry.reason}</td>
              <td className="cell-meta" data-label={texts.blockedBy}>
                {entry.blockedByName ?? entry.blockedBy}
              </td>
              <td className="cell-meta" data-label={texts.since}>
                {dates.dateTime(entry.createdAt)}
              </td>
              {manage ? (
                <td className="cell-action">
                  <form method="post" action={base}>
                    <CsrfField token={csrf} />
                    <input type="hidden" name="intent" value="unblock" />
                    <input type="hidden" name="id" value={entry.id} />
                    <button className="button button--small button--quiet-danger" type="submit">
                      {texts.unblock}
                    </button>
                  </form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function TicketBlocklistSection({ data, form, csrf, base }: Props) {
  const texts = useTexts().categories.blocklist;
  const own = formOfIntent(form, 'block');
  return (
    <section className="card ticket-blocklist" id="ticket-blocklist" aria-labelledby="ticket-blocklist-title">
      <h2 id="ticket-blocklist-title">{texts.title}</h2>
      <p>{texts.intro}</p>
      {data.entries === 'unread' ? (
        <p className="alert alert--warning">{texts.unread}</p>
      ) : (
        <BlockTable entries={data.entries} manage={data.manage} csrf={csrf} base={base} />
      )}
      {/* Roles that could not be read leave the user id to block by. */}
      {data.manage ? (
        <BlockForm roles={Array.isArray(data.roles) ? data.roles : []} form={own} csrf={csrf} base={base} />
      ) : null}
    </section>
  );
}
