// /dashboard/{guildId}/changelog: one card per version with its changes, and what the version numbers mean.
import type { ChangelogEntry } from '../../server/contract/index.js';
import type { ViewProps } from '../view-props.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { useTexts } from '../i18n/texts-context.js';

const SECTIONS = ['added', 'changed', 'fixed', 'removed'] as const;

export interface ChangelogData {
  entries: ChangelogEntry[];
  version: string;
  /** True when the built-in entry stands in for a changelog that could not be loaded. */
  fallback: boolean;
}

export function ChangelogPage({ data }: ViewProps<ChangelogData>) {
  const dates = useDateFormat();
  const texts = useTexts().changelog;
  return (
    <>
      <header className="page-header">
        <h1>{texts.title}</h1>
        <span className="badge badge--version">{texts.current(data.version)}</span>
      </header>
      {data.fallback ? <p className="alert alert--info">{texts.fallback}</p> : null}
      {data.entries.length === 0 ? (
        <p className="card state">{texts.empty}</p>
      ) : (
        <ol className="changelog">
          {data.entries.map((entry) => (
            <li key={entry.version} className="card changelog__entry">
              <header className="changelog__head">
                <h2>{texts.version(entry.version)}</h2>
                <span className={`badge badge--${entry.type}`}>{entry.type.toUpperCase()}</span>
                <time dateTime={entry.date}>{dates.longDate(`${entry.date}T12:00:00Z`)}</time>
              </header>
              {SECTIONS.filter((key) => entry.changes[key].length > 0).map((key) => (
                <section key={key}>
                  <h3>{texts.sections[key]}</h3>
                  <ul>
                    {entry.changes[key].map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </li>
          ))}
        </ol>
      )}
      <aside className="card">
        <h2>{texts.semver}</h2>
        <dl className="semver">
          <dt>MAJOR</dt>
          <dd>{texts.major}</dd>
          <dt>MINOR</dt>
          <dd>{texts.minor}</dd>
          <dt>PATCH</dt>
          <dd>{texts.patch}</dd>
        </dl>
      </aside>
    </>
  );
}
