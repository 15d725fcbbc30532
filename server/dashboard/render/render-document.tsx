// Renders a page element into a complete HTML document: the body first, so the island collector knows
// which islands (and so which scripts) the page needs, then the document around it.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { APP_CLASS, Document, StylesBreak } from '../../../views/Document.js';
import type { Theme } from '../../../views/shell.js';
import { IslandCollector, IslandContext } from '../../../views/island.js';
import { dateFormat } from '../../../views/lib/date-format.js';
import { DateFormatContext } from '../../../views/lib/date-format-context.js';
import { CATALOGUES } from '../../../views/i18n/catalogues.js';
import { DEFAULT_LANGUAGE, HTML_LANG, type Language } from '../../contract/languages.js';
import { TextsContext } from '../../../views/i18n/texts-context.js';
import { classesOf } from './critical-css.js';
import type { Manifest } from './manifest.js';
import type { InlineStyles } from './stylesheet.js';

interface RenderDocumentOptions {
  manifest: Manifest;
  title: string;
  theme: Theme | null;
  /** The zone of every date in the body (the guild's on guild pages). */
  timeZone: string;
  /** The viewer's own zone, when known: times in another carry their zone. */
  viewerZone?: string | null;
  /** The interface language; the default (the specified wording) when not given. */
  language?: Language;
  /** A first visit's inline styles, chosen by the classes the page uses; absent or null: linked. */
  inlineCss?: InlineStyles | null;
  body: ReactElement;
}

/** The markup of a styles break, as the body's rendering writes it. */
const STYLES_BREAK = renderToString(<StylesBreak />);

/** The body's markup with a first visit's inline styles: the head's part, and the rest at the body's styles break. */
function placeStyles(bodyHtml: string, inlineCss: InlineStyles | null) {
  const at = bodyHtml.indexOf(STYLES_BREAK);
  const early = at < 0 ? bodyHtml : bodyHtml.slice(0, at);
  const later = at < 0 ? '' : bodyHtml.slice(at + STYLES_BREAK.length);
  const [head = null, rest] = inlineCss?.(classesOf(early).add(APP_CLASS), classesOf(later)) ?? [];
  // React writes style text as is (only "</style" is escaped), so CSP's hash of the text matches.
  return { head, bodyHtml: early + (rest ? renderToString(<style>{rest}</style>) : '') + later };
}

export function renderDocument({
  manifest,
  title,
  theme,
  timeZone,
  viewerZone = null,
  language = DEFAULT_LANGUAGE,
  inlineCss = null,
  body,
}: RenderDocumentOptions): string {
  const collector = new IslandCollector(manifest);
  const bodyHtml = renderToString(
    <IslandContext.Provider value={collector}>
      <TextsContext.Provider value={CATALOGUES[language]}>
        <DateFormatContext.Provider value={dateFormat(timeZone, CATALOGUES[language].dates, viewerZone)}>
          {body}
        </DateFormatContext.Provider>
      </TextsContext.Provider>
    </IslandContext.Provider>,
  );
  const styles = placeStyles(bodyHtml, inlineCss);
  const hasIslands = collector.used.size > 0;
  const preloads = hasIslands ? [manifest.boot, ...collector.preloads()] : [];
  const document = (
    <Document
      title={title}
      lang={HTML_LANG[language]}
      theme={theme}
      cssHref={manifest.css}
      inlineCss={styles.head}
      iconHref={manifest.icon}
      preloads={preloads}
      bootSrc={hasIslands ? manifest.boot : null}
      bodyHtml={styles.bodyHtml}
    />
  );
  return `<!doctype html>${renderToString(document)}`;
}
