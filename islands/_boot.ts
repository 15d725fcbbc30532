// The page's only entry script (present only on pages with islands). It finds each island, waits for
// its hydration strategy, loads its module by the hashed URL the server wrote, and mounts it. Islands
// are independent: one that fails to load logs and keeps its working server HTML. It also tells the server
// the viewer's time zone.
import { COOKIE_YEAR_SECONDS, VIEWER_ZONE_COOKIE } from '../server/contract/facts.js';

type Mount = (root: HTMLElement, props: unknown, id: string) => void | Promise<void>;
type Strategy = (root: HTMLElement, start: () => void) => void;

const strategies: Record<string, Strategy> = {
  load: (_root, start) => start(),
  idle: (_root, start) => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  },
  // The container is display: contents, so watch its children for visibility.
  visible: (root, start) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    });
    for (const child of Array.from(root.children)) observer.observe(child);
  },
  interaction: (root, start) => {
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    const once = () => {
      for (const name of events) root.removeEventListener(name, once);
      start();
    };
    for (const name of events) root.addEventListener(name, once, { passive: true });
  },
};

async function hydrate(root: HTMLElement): Promise<void> {
  const id = root.dataset.islandId ?? '';
  const propsScript = document.querySelector(`script[data-island-props="${id}"]`);
  const props: unknown = JSON.parse(propsScript?.textContent ?? '{}');
  const module = (await import(root.dataset.src ?? '')) as { mount: Mount };
  await module.mount(root, props, id);
  root.dataset.hydrated = 'true';
}

for (const root of Array.from(document.querySelectorAll<HTMLElement>('[data-island]'))) {
  const strategy = strategies[root.dataset.hydrate ?? 'load'] ?? strategies.load!;
  strategy(root, () => {
    hydrate(root).catch((error: unknown) => {
      root.dataset.hydrated = 'failed';
      console.error(`[island ${root.dataset.island}] failed to start`, error);
    });
  });
}

// A first visit carries only the styles of the server's markup inline (server/dashboard/render/critical-css.ts);
// islands may add markup that needs the rest, so apply the whole stylesheet the page prefetches. After
// the load event: a stylesheet added before it would hold the event back, and with it idle hydration.
const prefetched = document.querySelector<HTMLLinkElement>('link[rel="prefetch"][as="style"]');
if (prefetched) {
  const applyWholeStylesheet = () => {
    const whole = document.createElement('link');
    whole.rel = 'stylesheet';
    whole.href = prefetched.href;
    document.head.append(whole);
  };
  if (document.readyState === 'complete') applyWholeStylesheet();
  else addEventListener('load', applyWholeStylesheet, { once: true });
}

// The viewer's own time zone, for the server to label the times it shows in another (from the next page
// on): written only when it is new, so a page load costs nothing once it is known.
const zoneCookie = `${VIEWER_ZONE_COOKIE}=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`;
if (!document.cookie.split('; ').includes(zoneCookie)) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; the value is a zone's name
  document.cookie = `${zoneCookie}; Path=/; Max-Age=${COOKIE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}
