// The Demo-Discord page's own stylesheet, served from the stand-in and, mounted on the dashboard, carried
// inline on a first visit as the dashboard's pages carry theirs (site.tsx). It lays out a small Discord
// look-alike on the dashboard's tokens when mounted on it, with Discord's dark colours as fallbacks, and
// stacks at phone widths.
import { createHash } from 'node:crypto';
import { BLURPLE } from '../../contract/facts.js';

export const DEMO_CSS = `
.demo { margin: 0; background: var(--bg, #313338); color: var(--text, #dbdee1); font-family: var(--font, sans-serif); }
.demo input, .demo textarea, .demo select {
  padding: 6px 8px; border: 1px solid var(--border, #3f4147); border-radius: 4px;
  background: var(--bg-alt, #2b2d31); color: inherit; font: inherit; max-width: 100%;
}
.demo-top {
  display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: baseline;
  padding: 8px 16px; background: var(--bg-deep, #1e1f22);
}
.demo-app { display: grid; grid-template-columns: 240px minmax(0, 1fr) 220px; min-height: calc(100vh - 44px); }
.demo-nav { background: var(--bg-alt, #2b2d31); padding: 12px; }
.demo-nav ul { list-style: none; margin: 0 0 12px; padding: 0; }
.demo-nav a, .demo-nav li > span { display: block; padding: 4px 8px; border-radius: 4px; }
.demo-nav a { color: var(--text-muted, #b5bac1); text-decoration: none; }
.demo-nav a:hover, .demo-nav a[aria-current="page"] { background: var(--surface, #383a40); color: var(--text-strong, #f2f3f5); }
.demo-nav__category {
  margin: 8px 0 4px; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.02em;
  color: var(--text-muted, #b5bac1);
}
.demo-main { display: flex; flex-direction: column; gap: 16px; min-width: 0; padding: 16px; }
.demo-channel-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: baseline; gap: 8px; }
.demo-live { display: flex; flex-direction: column; gap: 16px; }
.demo-messages { display: flex; flex-direction: column; gap: 12px; margin: 0; padding: 0; list-style: none; }
.demo-message--own { padding-left: 8px; border-left: 3px solid var(--blurple, ${BLURPLE}); background: var(--info-bg, #22314a); }
.demo-message__head { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; margin: 0; }
.demo-message__small { color: var(--text-muted, #b5bac1); font-size: 0.85rem; }
.demo-badge { padding: 0 4px; border-radius: 3px; background: var(--blurple, ${BLURPLE}); color: #fff; font-size: 0.7rem; font-weight: 700; }
.demo-text { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.demo-notice { margin: 0 0 8px; padding: 8px 12px; border-left: 4px solid var(--blurple, ${BLURPLE}); background: var(--info-bg, #22314a); border-radius: 4px; }
.demo-text code { padding: 0 3px; border-radius: 3px; background: var(--bg-deep, #1e1f22); }
a.md-mention { text-decoration: none; }
.demo-message--system { padding-left: 4px; }
.demo-side { padding: 12px; background: var(--bg-alt, #2b2d31); }
.demo-people { display: flex; flex-direction: column; gap: 8px; margin: 0; padding: 0; list-style: none; }
.demo-people > li { display: flex; flex-wrap: wrap; gap: 2px 6px; align-items: baseline; }
.demo-roles { display: flex; flex-wrap: wrap; gap: 4px; width: 100%; margin: 0; padding: 0; list-style: none; }
.demo-roles li { padding: 0 6px; border: 1px solid var(--border, #3f4147); border-radius: 4px; font-size: 0.75rem; }
.demo-embed {
  max-width: 520px; margin-top: 4px; padding: 8px 12px; border: 1px solid var(--border, #3f4147);
  border-left: 4px solid var(--blurple, ${BLURPLE}); border-radius: 4px; background: var(--bg-alt, #2b2d31);
}
.demo-embed p { margin: 0; }
.demo-files { display: flex; flex-wrap: wrap; gap: 8px; margin: 4px 0 0; padding: 0; list-style: none; }
/* Discord's client shows a picture at most about 350 px tall (and 400 wide), its name and size beneath. */
.demo-file { display: grid; gap: 2px; }
.demo-files img { display: block; width: auto; height: auto; max-width: min(400px, 100%); max-height: 350px; object-fit: contain; border-radius: 4px; }
.demo-file__meta { font-size: 0.85rem; overflow-wrap: anywhere; }
.demo-embed__title { font-weight: 700; }
.demo-embed__small { color: var(--text-muted, #b5bac1); font-size: 0.8rem; }
.demo-embed__fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 4px 16px; margin: 8px 0 0; }
.demo-embed__fields dt { font-size: 0.85rem; font-weight: 600; }
.demo-embed__fields dd { margin: 0; }
.demo-row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 6px; }
.demo-button--success { border-color: var(--green, #248046); background: var(--green, #248046); color: #fff; }
.demo-composer { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-end; }
.demo-composer textarea { flex: 1 1 240px; min-width: 0; }
.demo-composer > p { flex-basis: 100%; margin: 0; }
.demo-attach { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.demo-panel {
  display: flex; flex-direction: column; gap: 8px; padding: 12px 16px;
  border: 1px solid var(--border, #3f4147); border-radius: 8px;
}
.demo-panel h2, .demo-panel h3 { margin: 0; }
.demo-modal { border-color: var(--blurple, ${BLURPLE}); }
.demo-fields { display: flex; flex-direction: column; gap: 12px; align-items: flex-start; }
.demo-field { display: flex; flex-direction: column; gap: 2px; width: 100%; }
.demo-field label { font-weight: 600; }
.demo-choose { display: flex; flex-direction: column; gap: 16px; max-width: 640px; margin: 0 auto; padding: 24px 16px; }
.demo-choose p { margin: 0; }
.demo-members { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.demo-member {
  display: flex; gap: 12px; align-items: center; width: 100%; padding: 8px 12px; text-align: left;
  border: 1px solid var(--border, #3f4147); border-radius: 8px; background: var(--bg-alt, #2b2d31);
  color: inherit; font: inherit; cursor: pointer;
}
.demo-member:hover { background: var(--surface, #383a40); }
.demo-avatar {
  display: inline-grid; flex: none; place-items: center; width: 40px; height: 40px; border-radius: 50%;
  background: var(--blurple, ${BLURPLE}); color: #fff; font-weight: 700;
}
/* The member list goes below the messages where three columns would squeeze them. */
@media (max-width: 960px) {
  .demo-app { grid-template-columns: 200px minmax(0, 1fr); }
  .demo-side { grid-column: 2; }
}
@media (max-width: 640px) {
  .demo-app { grid-template-columns: minmax(0, 1fr); min-height: 0; }
  .demo-nav { display: flex; flex-wrap: wrap; gap: 0 12px; padding: 8px; }
  .demo-nav ul { display: flex; flex-wrap: wrap; margin: 0; }
  .demo-nav__category { width: 100%; margin: 4px 0 0; }
  .demo-main { padding: 12px 8px; }
  .demo-side { grid-column: auto; padding: 8px; }
  .demo-composer { flex-direction: column; align-items: stretch; }
  .demo-composer textarea { flex: none; }
}
`;

/**
 * Its file's name, below the page's base: named by its text, as the client build names its files, so a
 * browser keeps it for a year without asking again (a repeat visit links it, and a stylesheet asked again
 * would hold that visit's first paint for a round trip), and new rules come under a new name.
 */
export const DEMO_CSS_FILE = `demo-${createHash('sha256').update(DEMO_CSS).digest('hex').slice(0, 10)}.css`;

/** How long a browser keeps it: a year, never asking again (its name changes with its text). */
export const DEMO_CSS_CACHE = 'public, max-age=31536000, immutable';
