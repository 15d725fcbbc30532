// /admin, the Admin Control Panel of the global admins: tabs as links (?tab=), so each works without
// JavaScript and can be bookmarked. Actions a level does not allow are not offered. One component per
// tab under views/pages/admin/.
import { fieldValue } from '../lib/form-state.js';
import type { ViewProps } from '../view-props.js';
import { ActivityTab } from './admin/ActivityTab.js';
import { AdminsTab } from './admin/AdminsTab.js';
import { ADMIN_TABS, type AdminData, type AdminTab, type TabForm } from './admin/admin-data.js';
import { useTexts } from '../i18n/texts-context.js';
import { OverviewTab } from './admin/OverviewTab.js';
import { ServersTab } from './admin/ServersTab.js';
import { SettingsTab } from './admin/SettingsTab.js';

function Tabs({ tab }: { tab: AdminTab }) {
  const texts = useTexts().admin;
  return (
    // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the tabs are links (each tab has its URL and works without JavaScript) inside a navigation landmark
    <nav className="tabs" role="tablist" aria-label={texts.tabsLabel}>
      {ADMIN_TABS.map((key) => (
        <a
          key={key}
          role="tab"
          id={`tab-${key}`}
          // The fragment names the tab itself: on a phone, where the tabs scroll sideways in one row, the
          // browser brings the chosen one into view, with or without JavaScript.
          href={`/admin?tab=${key}#tab-${key}`}
          aria-selected={key === tab}
          aria-controls="admin-panel"
        >
          {texts.tabs[key]}
        </a>
      ))}
    </nav>
  );
}

export function AdminPage({ data, shell, form }: ViewProps<AdminData>) {
  const texts = useTexts().admin;
  if (data.kind === 'refused') {
    return (
      <section className="card state state--error" role="alert">
        <h1 className="state__title">{texts.title}</h1>
        <p>{texts.notAdmin}</p>
      </section>
    );
  }
  const errors = form ? [...form.errors.form, ...Object.values(form.errors.fields).flat()] : [];
  const tabForm: TabForm = {
    value: (name, fallback = '') => fieldValue(form?.values, name) ?? fallback,
    errorsOf: (intent) => (fieldValue(form?.values, 'intent') === intent ? errors : []),
  };
  const props = { data, csrf: shell.csrfToken, form: tabForm };
  return (
    <section className="admin">
      <h1>{texts.title}</h1>
      <Tabs tab={data.tab} />
      <div id="admin-panel" role="tabpanel" aria-labelledby={`tab-${data.tab}`} className="admin__panel">
        {data.tab === 'uebersicht' ? <OverviewTab {...props} /> : null}
        {data.tab === 'einstellungen' ? <SettingsTab {...props} /> : null}
        {data.tab === 'admins' ? <AdminsTab {...props} userId={shell.user?.id ?? null} /> : null}
        {data.tab === 'server' ? <ServersTab {...props} /> : null}
        {data.tab === 'aktivitaeten' ? <ActivityTab {...props} /> : null}
      </div>
    </section>
  );
}
