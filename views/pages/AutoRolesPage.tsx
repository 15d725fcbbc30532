// /dashboard/{guildId}/autoroles ('Auto-Roles'): the bot's standing, the role picker, the configured roles.
import type { AutoRole, BotInfo, ServerRole } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { ColorDot } from '../components/ColorDot.js';
import { roleColor } from '../lib/colors.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { CsrfField } from '../components/CsrfField.js';
import { AutoRoleAddIsland } from '../islands.js';
import { fillIn } from '../i18n/fill-in.js';
import { useTexts } from '../i18n/texts-context.js';

export interface AutoRolesData {
  guildId: string;
  autoRoles: AutoRole[];
  roles: ServerRole[];
  botInfo: BotInfo;
  showAll: boolean;
  deleting: AutoRole | null;
}

/** The reason as the bot reported it, in words; an unknown one as it came. */
const problemText = (problems: Record<string, string>, reason: string) =>
  Object.hasOwn(problems, reason) ? problems[reason]! : reason;

/** Roles that may be offered: not configured, not managed, not @everyone; unassignable ones only with 'show all'. */
function selectableRoles(data: Pick<AutoRolesData, 'guildId' | 'autoRoles' | 'roles' | 'showAll'>): ServerRole[] {
  const configured = new Set(data.autoRoles.map((entry) => entry.role_id));
  return data.roles.filter(
    (role) =>
      !configured.has(role.id) && !role.managed && role.id !== data.guildId && (data.showAll || role.assignable),
  );
}

export function AutoRolesPage({ data, shell, form }: ViewProps<AutoRolesData>) {
  const base = `/dashboard/${data.guildId}/autoroles`;
  const byId = new Map(data.roles.map((role) => [role.id, role]));
  const aboveBot = data.autoRoles.filter(
    (entry) => (byId.get(entry.role_id)?.position ?? -1) >= data.botInfo.highestRolePosition,
  );
  const { autoRoles: texts, common } = useTexts();
  const role = data.botInfo.highestRoleName;
  return (
    <>
      <h1>{texts.title}</h1>
      {!data.botInfo.hasManageRoles ? (
        <div className="alert alert--warning" role="alert">
          <h2 className="alert__title">{texts.botProblem}</h2>
          <p>{texts.botProblemText}</p>
          <ol>
            {texts.steps.map((step) => (
              <li key={step}>{fillIn(step, { role })}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {aboveBot.length > 0 ? (
        <p className="alert alert--warning" role="alert">
          {fillIn(texts.aboveBot, { role, roles: aboveBot.map((entry) => entry.role_name).join(', ') })}
        </p>
      ) : null}
      <section className="card form">
        <h2>{texts.addTitle}</h2>
        <a className="switch" href={data.showAll ? base : `${base}?all=1`} role="switch" aria-checked={data.showAll}>
          <span className="switch-button switch-button--small" aria-hidden="true">
            {data.showAll ? texts.on : texts.off}
          </span>
          <span>{texts.showAll}</span>
        </a>
        {form ? (
          <p className="field__error" role="alert">
            {[...form.errors.form, ...Object.values(form.errors.fields).flat()].join(' ')}
          </p>
        ) : null}
        <AutoRoleAddIsland
          csrfToken={shell.csrfToken ?? ''}
          roles={selectableRoles(data).map((option) => ({
            id: option.id,
            name: option.name,
            assignable: option.assignable,
          }))}
          texts={texts.picker}
        />
      </section>
      {data.deleting ? (
        <ConfirmStep
          subject={data.deleting.role_name}
          question={texts.deleteQuestion}
          csrf={shell.csrfToken}
          fields={{ intent: 'delete', roleId: data.deleting.role_id }}
          cancelHref={base}
        />
      ) : null}
      <section className="card">
        <h2>{texts.configured(data.autoRoles.length)}</h2>
        {data.autoRoles.length === 0 ? (
          <p className="state">{texts.empty}</p>
        ) : (
          <ul className="autoroles">
            {data.autoRoles.map((entry) => {
              const current = byId.get(entry.role_id);
              return (
                <li key={entry.role_id} className={entry.is_active ? 'autorole' : 'autorole autorole--inactive'}>
                  <span className="category-name">
                    <ColorDot color={roleColor(current?.color)} /> {current?.name ?? entry.role_name}
                    {current ? null : <span className="autorole__missing">{texts.missing}</span>}
                  </span>
                  {entry.problem ? (
                    <p className="autorole__problem">
                      {texts.lastProblem(problemText(texts.problems, entry.problem.reason))}
                    </p>
                  ) : null}
                  <div className="row-actions">
                    <form method="post">
                      <CsrfField token={shell.csrfToken} />
                      <input type="hidden" name="intent" value="toggle" />
                      <input type="hidden" name="roleId" value={entry.role_id} />
                      <input type="hidden" name="isActive" value={entry.is_active ? 'false' : 'true'} />
                      <button
                        className="switch-button"
                        type="submit"
                        role="switch"
                        aria-checked={entry.is_active}
                        aria-label={texts.active(entry.role_name)}
                      >
                        {entry.is_active ? texts.on : texts.off}
                      </button>
                    </form>
                    <a className="button button--small button--quiet-danger" href={`${base}?delete=${entry.role_id}`}>
                      {common.delete}
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <aside className="alert alert--info">
        <h2 className="alert__title">{texts.infoTitle}</h2>
        <p>{texts.info}</p>
      </aside>
    </>
  );
}
