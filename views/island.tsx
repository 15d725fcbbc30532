// Server side of islands. Each island renders as its own React root (a nested renderToString with a
// per-island id prefix), so the browser can hydrate it alone with the same prefix; its props travel
// as escaped JSON beside it. The per-page collector records which islands a page used, so a page
// without islands ships no JavaScript at all.
import { createContext, createElement, useContext, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeJsonForScript } from './lib/escape-json.js';

/** When the browser loads and hydrates an island. */
type HydrateOn = 'load' | 'idle' | 'visible' | 'interaction';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

/** What the collector needs of the client build's manifest: each island's module and its preloads. */
interface IslandManifest {
  islands: Record<string, { src: string; preload: string[] }>;
}

export class IslandCollector {
  private count = 0;
  readonly used = new Map<string, HydrateOn>();

  constructor(readonly manifest: IslandManifest) {}

  register(name: string, hydrate: HydrateOn): { id: string; src: string } {
    const entry = this.manifest.islands[name];
    if (!entry) throw new Error(`Island ${name} is missing from the client build manifest`);
    if (this.used.get(name) !== 'load') this.used.set(name, hydrate);
    return { id: `i${this.count++}`, src: entry.src };
  }

  /** Modules worth fetching with the page: only those of islands that hydrate at once. */
  preloads(): string[] {
    const urls = new Set<string>();
    for (const [name, hydrate] of this.used) {
      if (hydrate !== 'load') continue;
      for (const url of this.manifest.islands[name]?.preload ?? []) urls.add(url);
    }
    return [...urls];
  }
}

export const IslandContext = createContext<IslandCollector | null>(null);

/** The island's HTML exactly as the browser's hydrateRoot will expect it. */
export function renderIslandHtml<P extends object>(Component: ComponentType<P>, props: P, id: string): string {
  return renderToString(createElement(Component, props), { identifierPrefix: `${id}-` });
}

/** Wraps an island component for use in views: `export const X = island('X', XComponent, 'visible')`. */
export function island<P extends JsonObject>(
  name: string,
  Component: ComponentType<P>,
  hydrate: HydrateOn,
): ComponentType<P> {
  function IslandRoot(props: P) {
    const collector = useContext(IslandContext);
    if (!collector) throw new Error(`Island ${name} rendered outside a page`);
    const { id, src } = collector.register(name, hydrate);
    return (
      <>
        <div
          className="island"
          data-island={name}
          data-island-id={id}
          data-src={src}
          data-hydrate={hydrate}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: E1, React-rendered markup of our own, never user content (test E1 lists every site)
          dangerouslySetInnerHTML={{ __html: renderIslandHtml(Component, props, id) }}
        />
        <script
          type="application/json"
          data-island-props={id}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for a script block (escapeJsonForScript, test E6)
          dangerouslySetInnerHTML={{ __html: escapeJsonForScript(props) }}
        />
      </>
    );
  }
  IslandRoot.displayName = `Island(${name})`;
  return IslandRoot;
}

/**
 * An island on a page the dashboard does not render (the stand-in's Demo-Discord page, whose room may not
 * import views; the composition hands this over): a collector of its own, and the boot script that starts it.
 */
export function standaloneIsland(manifest: IslandManifest & { boot: string }, element: ReactElement): ReactElement {
  return (
    <IslandContext.Provider value={new IslandCollector(manifest)}>
      {element}
      <script type="module" src={manifest.boot} />
    </IslandContext.Provider>
  );
}
