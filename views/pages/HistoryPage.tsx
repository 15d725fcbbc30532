// /dashboard/{guildId}/history ('Änderungsverlauf'): every change to the guild's configuration and its
// tickets, newest first, with who, when and a readable before/after; filters by area and user (a GET
// form), keyset-paged with stable links; each change the user may make again can be undone (?revert=id,
// beside the filters and page, which the confirm step keeps), unless it was undone already: then it links
// to the change that undid it, on whichever page that is.
import type { HistoryActor, HistoryArea, HistoryEntry, RevertPreview, Screen } from '../../server/contract/index.js';
import { AREAS, areaLabel, HistoryChange, type Names } from '../components/HistoryChange.js';
import { RevertConfirm } from '../components/RevertConfirm.js';
import { useTexts } from '../i18n/texts-context.js';
import { historyHref } from '../lib/history-href.js';
import { mayManage } from '../lib/may-manage.js';
import type { PageShell } from '../shell.js';
import type { ViewProps } from '../view-props.js';

export interface HistoryData {
  guildId: string;
  area: HistoryArea | null;
  user: string | null;
  /** The cursor of a later page (a link back to the newest shows); null on the newest. */
  before: number | null;
  entries: HistoryEntry[];
  actors: HistoryActor[];
  /** The `before` of the next older page; null on the last. */
  olderCursor: number | null;
  /** The undo's confirm step (?revert=id), or 'missing' for an entry that is not this guild's. */
  revert: RevertPreview | 'missing' | null;
  /** The areas whose changes can be undone, each with the screen whose change right that needs. */
  revertScreens: Partial<Record<HistoryArea, Screen>>;
  /** The guild's current roles', ticket categories' and channels' names by id (none where they could not be read). */
  roleNames?: Record<string, string>;
  categoryNames?: Record<string, string>;
  channelNames?: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The names the changes recorded themselves (for roles and categories deleted since), under the current ones. */
function namesOf(data: HistoryData): Names {
  const roles: Record<string, string> = {};
  const categories: Record<string, string> = {};
  for (const entry of [...data.entries].reverse())
    for (const record of [entry.before, entry.after].filter(isRecord)) {
      if (typeof record.role_id === 'string' && typeof record.role_name === 'string')
        roles[record.role_id] = record.role_name;
      if (record.type === 'role' && typeof record.targetId === 'string' && typeof record.targetName === 'string')
        roles[record.targetId] = record.targetName;
      if (entry.area === 'categories' && typeof record.id === 'number' && typeof record.name === 'string')
        categories[record.id] = record.name;
    }
  return {
    roles: { ...roles, ...data.roleNames },
    categories: { ...categories, ...data.categoryNames },
    channels: data.channelNames ?? {},
  };
}

/** The confirm step's link (on this page, as filtered) for a change the user may undo now, else null. */
function revertLink(data: HistoryData, shell: PageShell, entry: Pick<HistoryEntry, 'id' | 'area'>): string | null {
  const screen = data.revertScreens[entry.area];
  return screen && mayManage(shell, screen) ? historyHref(data.guildId, data, entry.id) : null;
}

function Filters({ base, data }: { base: string; data: HistoryData }) {
  const allTexts = useTexts();
  const texts = allTexts.history;
  return (
    <form className="list-controls" method="get" action={base}>
      <label className="list-controls__field">
        <span>{texts.area}</span>
        <select name="area" defaultValue={data.area ?? ''}>
          <option value="">{texts.allAreas}</option>
          {AREAS.map((area) => (
            <option key={area} value={area}>
              {areaLabel(area, allTexts)}
            </option>
          ))}
        </select>
      </label>
      <label className="list-controls__field">
        <span>{texts.user}</span>
        <select name="user" defaultValue={data.user ?? ''}>
          <option value="">{texts.allUsers}</option>
          {data.actors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.name ?? actor.id}
            </option>
          ))}
        </select>
      </label>
      <button className="button button--small" type="submit">
        {allTexts.common.filter}
      </button>
    </form>
  );
}

export function HistoryPage({ data, shell }: ViewProps<HistoryData>) {
  const base = historyHref(data.guildId);
  const linkFor = (entry: Pick<HistoryEntry, 'id' | 'area'>) => revertLink(data, shell, entry);
  const blocked = data.revert && data.revert !== 'missing' ? data.revert.blocked : null;
  const newer = blocked && 'newer' in blocked ? blocked.newer : null;
  const texts = useTexts().history;
  const names = namesOf(data);
  const shown = new Set(data.entries.map((entry) => entry.id));
  // A change on this page by its anchor; one on another page on the page that starts with it.
  const hrefOf = (id: number) =>
    shown.has(id) ? `#h-${id}` : `${historyHref(data.guildId, { before: id + 1 })}#h-${id}`;
  return (
    <>
      <h1>{texts.title}</h1>
      {data.revert === 'missing' ? (
        <p className="alert alert--error" role="alert">
          {texts.notFound}
        </p>
      ) : data.revert ? (
        <RevertConfirm
          preview={data.revert}
          csrf={shell.csrfToken}
          base={historyHref(data.guildId, data)}
          mayRevert={linkFor(data.revert.entry) !== null}
          newerRevertHref={newer ? linkFor(newer) : null}
          names={names}
          hrefOf={hrefOf}
        />
      ) : null}
      <Filters base={base} data={data} />
      {data.entries.length === 0 ? (
        <p className="card state">{texts.empty}</p>
      ) : (
        <ol className="history">
          {data.entries.map((entry) => {
            const href = entry.revertedBy === null ? linkFor(entry) : null;
            return (
              <HistoryChange key={entry.id} entry={entry} names={names} hrefOf={hrefOf}>
                {href ? (
                  <p className="history-entry__actions">
                    <a className="button button--small" href={href}>
                      {texts.revert}
                    </a>
                  </p>
                ) : null}
              </HistoryChange>
            );
          })}
        </ol>
      )}
      {data.before || data.olderCursor ? (
        <nav className="pager" aria-label={texts.pages}>
          {data.before ? (
            <a className="button button--small" href={historyHref(data.guildId, { ...data, before: null })}>
              {texts.newest}
            </a>
          ) : null}
          {data.olderCursor ? (
            <a
              className="button button--small"
              href={historyHref(data.guildId, { ...data, before: data.olderCursor })}
              rel="next"
            >
              {texts.older}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
