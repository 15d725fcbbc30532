// The HTML document around a rendered page. Scripts are external modules (CSP script-src 'self'),
// present only when the page rendered an island.
import type { Theme } from './shell.js';

interface DocumentProps {
  title: string;
  /** The language of the page's texts. */
  lang: string;
  theme: Theme | null;
  cssHref: string;
  /** A first visit's styles, inline (with a prefetch of cssHref for the pages after it and for islands). */
  inlineCss: string | null;
  iconHref: string;
  preloads: string[];
  bootSrc: string | null;
  bodyHtml: string;
}

/**
 * A page's stylesheets, in order: linked, or on a first visit their styles inline (server/dashboard/render/
 * stylesheet.ts) with a prefetch of each file for the pages after it (islands' boot applies the first, for
 * markup they add). The stand-in's Demo-Discord page gets them this way too (render/demo-page-looks.ts).
 */
export function Stylesheets({ hrefs, inlineCss }: { hrefs: string[]; inlineCss: string | null }) {
  if (inlineCss === null) return hrefs.map((href) => <link key={href} rel="stylesheet" href={href} />);
  return (
    <>
      {/* React writes style text as is (only "</style" is escaped), so CSP's hash of the text matches. */}
      <style>{inlineCss}</style>
      {hrefs.map((href) => (
        <link key={href} rel="prefetch" href={href} as="style" />
      ))}
    </>
  );
}

/**
 * Where a first visit's inline styles break (server/dashboard/render/critical-css.ts): the head carries
 * only the rules of the markup before it, and the rest of the styles takes its place. On a slow link the
 * markup before it then paints before the rest of the styles has arrived (about 2 KB of brotli, 40 ms at
 * 400 kbps). A page without it carries its styles in the head. Its markup never reaches the browser.
 */
export function StylesBreak() {
  return <template data-styles-break="" />;
}

/** The class of the element around every page's body. */
export const APP_CLASS = 'app';

export function Document({
  title,
  lang,
  theme,
  cssHref,
  inlineCss,
  iconHref,
  preloads,
  bootSrc,
  bodyHtml,
}: DocumentProps) {
  return (
    <html lang={lang} data-theme={theme ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme ?? 'dark light'} />
        <title>{`${title} · Guildhall`}</title>
        <Stylesheets hrefs={[cssHref]} inlineCss={inlineCss} />
        <link rel="icon" href={iconHref} type="image/svg+xml" />
        {preloads.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
      </head>
      {/* The page body was rendered first (islands register while it renders); it is our own markup. */}
      <body>
        <div
          className={APP_CLASS}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: E1, React-rendered markup of our own, never user content (test E1 lists every site)
          dangerouslySetInnerHTML={{ __html: bodyHtml }}
        />
        {bootSrc ? <script type="module" src={bootSrc} /> : null}
      </body>
    </html>
  );
}
