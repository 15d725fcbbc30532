// The client-rendered reference for the benchmark only: the single-page app this product replaces.
// It renders the same layouts and views in the browser from the loaders' JSON, fetched after the
// bundle has loaded, as such an app does. Never shipped: scripts/bench builds it on the fly.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DashboardLayout } from '../../../views/layouts/DashboardLayout.js';
import { PublicLayout } from '../../../views/layouts/PublicLayout.js';
import { dateFormat } from '../../../views/lib/date-format.js';
import { DateFormatContext } from '../../../views/lib/date-format-context.js';
import { SPEC_TEXTS } from '../../../views/i18n/texts.js';
import { TextsContext } from '../../../views/i18n/texts-context.js';
import { GuildPickerPage } from '../../../views/pages/GuildPicker.js';
import { LoginPage } from '../../../views/pages/Login.js';
import { PermissionsPage } from '../../../views/pages/PermissionsPage.js';
import { StatisticsPage } from '../../../views/pages/StatisticsPage.js';
import { TicketsPage } from '../../../views/pages/TicketsPage.js';
import { TranscriptPage } from '../../../views/pages/TranscriptPage.js';
import type { PageShell } from '../../../views/shell.js';

interface Props {
  title: string;
  layout: 'public' | 'dashboard';
  shell: PageShell;
  data: never;
}

const views: [RegExp, ComponentType<{ data: never; shell: PageShell; form: null }>][] = [
  [/^\/login$/, LoginPage],
  [/^\/guilds$/, GuildPickerPage],
  [/^\/dashboard\/\d+\/tickets$/, TicketsPage],
  [/^\/dashboard\/\d+\/permissions$/, PermissionsPage],
  [/^\/dashboard\/\d+\/statistics$/, StatisticsPage],
  [/^\/dashboard\/\d+\/tickets\/\d+\/transcript$/, TranscriptPage],
];

function Ready({ children }: { children: ReactNode }) {
  // Effects run after the whole tree is committed: from here on every component is interactive.
  useEffect(() => void performance.mark('reference-ready'), []);
  return <>{children}</>;
}

const path = location.pathname.replace(/^\/__ref/, '');
const View = views.find(([pattern]) => pattern.test(path))?.[1];
const props = (await (await fetch(`/__bench/props${path}`)).json()) as Props;
document.title = props.title;
const Layout = props.layout === 'dashboard' ? DashboardLayout : PublicLayout;
createRoot(document.getElementById('root')!).render(
  <Ready>
    {/* The catalogue and the guild's date formatters, as renderDocument provides them on the server. */}
    <TextsContext.Provider value={SPEC_TEXTS}>
      <DateFormatContext.Provider value={dateFormat(props.shell.timeZone, SPEC_TEXTS.dates)}>
        <Layout shell={props.shell}>{View ? <View data={props.data} shell={props.shell} form={null} /> : null}</Layout>
      </DateFormatContext.Provider>
    </TextsContext.Provider>
  </Ready>,
);
