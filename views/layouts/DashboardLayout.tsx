// Chrome of every guild page: sidebar with the server (and its switcher), the sections, the user menu
// (theme and language), logout, footer; on a phone a top bar with the server's name and the user menu.
// Under 768 px the sidebar is an icon strip; the hamburger (a checkbox and its label, so it needs no
// JavaScript and is reachable by keyboard) opens it in full over an overlay; Escape closes it.
import type { ReactNode } from 'react';
import { StylesBreak } from '../Document.js';
import { AccessPanel } from '../components/AccessPanel.js';
import { CsrfField } from '../components/CsrfField.js';
import { Footer } from '../components/Footer.js';
import { GuildSwitcher } from '../components/GuildSwitcher.js';
import { FlashMessage } from '../components/FlashMessage.js';
import { Icon } from '../components/Icon.js';
import { useTexts } from '../i18n/texts-context.js';
import { AdminCountdownIsland, NavMenuButtonIsland } from '../islands.js';
import { GuildIcon } from '../components/GuildIcon.js';
import { UserMenu } from '../components/UserMenu.js';
import type { PageShell } from '../shell.js';
import { flashUndoHref } from '../lib/undo.js';
import { activeSegment, GUILD_NAV, navHref, visibleNav } from './nav.js';

/**
 * The banner at the top of every guild page while an admin session is active: level and countdown.
 * 'Ausblenden' hides it for this view: a checkbox and CSS, so it works without JavaScript; 'Session
 * beenden' ends the session and reloads the page.
 */
function AdminBanner({
  admin,
  guildId,
  csrfToken,
}: {
  admin: NonNullable<PageShell['admin']>;
  guildId: string;
  csrfToken: string | null;
}) {
  const { adminBanner: texts, countdown } = useTexts();
  return (
    <>
      <input className="admin-banner__hide" type="checkbox" id="admin-banner-hide" aria-label={texts.hideLabel} />
      <div className="admin-banner" role="status">
        <strong>{texts.active}</strong>
        <span>{texts.level(admin.level)}</span>
        <AdminCountdownIsland expiresAt={admin.expiresAt} renderedAt={admin.renderedAt} texts={countdown} />
        <label className="button button--small" htmlFor="admin-banner-hide">
          {texts.hide}
        </label>
        <form method="post" action="/admin/session/end">
          <CsrfField token={csrfToken} />
          <input type="hidden" name="guildId" value={guildId} />
          <button className="button button--small button--danger" type="submit">
            {texts.end}
          </button>
        </form>
      </div>
    </>
  );
}

/**
 * On a phone, above every guild page: the server's icon and name, the page of the strip's marked icon
 * (the strip has no room for names), and the user menu (the strip shows neither).
 */
function GuildTopBar({
  guild,
  shell,
  active,
}: {
  guild: NonNullable<PageShell['guild']>;
  shell: PageShell;
  active: string;
}) {
  const texts = useTexts();
  const name = guild.name ?? texts.guildSwitcher.unnamed(guild.id);
  const entry = GUILD_NAV.find((candidate) => candidate.segment === active);
  return (
    <header className="topbar">
      <GuildIcon name={name} iconUrl={guild.iconUrl} size={24} />
      <span className="topbar__where">
        <span className="topbar__name">{name}</span>
        {entry ? <span className="topbar__page">{texts.nav[entry.screen]}</span> : null}
      </span>
      {shell.user ? <UserMenu user={shell.user} shell={shell} /> : null}
    </header>
  );
}

export function DashboardLayout({ shell, children }: { shell: PageShell; children: ReactNode }) {
  const guildId = shell.guild?.id ?? '';
  const active = activeSegment(shell.path, guildId);
  const texts = useTexts();
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {texts.layout.skipToContent}
      </a>
      <input
        className="nav-toggle"
        type="checkbox"
        id="nav-open"
        aria-label={texts.layout.navToggle}
        aria-controls="sidebar"
      />
      <aside className="sidebar" id="sidebar">
        <div className="sidebar__top">
          <NavMenuButtonIsland />
          <a className="brand sidebar__brand" href="/guilds">
            {texts.brand}
          </a>
        </div>
        {/* A first visit paints the sidebar's top (the menu button, the brand) before the rest of the styles. */}
        <StylesBreak />
        {shell.guild ? <GuildSwitcher guild={shell.guild} /> : null}
        <nav className="sidebar__nav" aria-label={texts.layout.guildNavigation}>
          <ul>
            {visibleNav(shell.access).map((entry) => (
              <li key={entry.segment}>
                <a
                  href={navHref(guildId, entry.segment)}
                  aria-current={entry.segment === active ? 'page' : undefined}
                  title={texts.nav[entry.screen]}
                >
                  <Icon name={entry.icon} />
                  <span className="sidebar__label">{texts.nav[entry.screen]}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="sidebar__bottom">
          {shell.user ? <UserMenu user={shell.user} shell={shell} /> : null}
          {shell.access ? <AccessPanel access={shell.access} /> : null}
          <form method="post" action="/auth/logout">
            <CsrfField token={shell.csrfToken} />
            {/* Named on the button itself: in the 64 px icon strip the label below is not displayed. */}
            <button className="button button--ghost sidebar__logout" type="submit" aria-label={texts.layout.logout}>
              <Icon name="logout" />
              <span className="sidebar__label">{texts.layout.logout}</span>
            </button>
          </form>
          <Footer shell={shell} language={false} />
        </div>
      </aside>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the backdrop of the CSS-only navigation: clicking it unchecks #nav-open; hidden from assistive technology, which uses the menu button */}
      <label className="shell__overlay" htmlFor="nav-open" aria-hidden="true" />
      <main id="main" className="shell__main">
        {shell.guild ? <GuildTopBar guild={shell.guild} shell={shell} active={active} /> : null}
        {shell.admin && shell.guild ? (
          <AdminBanner admin={shell.admin} guildId={shell.guild.id} csrfToken={shell.csrfToken} />
        ) : null}
        <FlashMessage flash={shell.flash} path={shell.path} undoHref={flashUndoHref(shell)} />
        {children}
      </main>
    </div>
  );
}
