// Browser side of DemoFollow, without React: every few seconds, while the tab is shown, it fetches the
// page again and puts its live part (the messages, the bot's modal, the waiting line: #demo-live) and the
// channel list in place of the shown ones when they changed. It leaves a part alone while the visitor is
// in it (typing in the bot's form, or a button in focus), so nothing they do is lost; the composer sits
// outside it.
/** The parts that change as Discord does: the live part, and the channel list (a ticket's channel comes and goes). */
const PARTS = ['#demo-live', '.demo-nav'];

/** Puts the fresh part in place of the shown one when it changed, unless the visitor is in it. */
function renew(shown: Element | null, fresh: Element | null): void {
  if (!shown || !fresh || shown.contains(document.activeElement) || fresh.innerHTML === shown.innerHTML) return;
  shown.replaceChildren(...Array.from(fresh.childNodes).map((node) => document.importNode(node, true)));
}

async function lookAgain(): Promise<void> {
  if (document.hidden) return;
  const response = await fetch(location.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  // Redirected (the channel is gone, or another member is played): the next load of the page says why.
  if (!response.ok || response.redirected) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const part of PARTS) renew(document.querySelector(part), fresh.querySelector(part));
}

export function mount(root: HTMLElement): void {
  const line = root.querySelector<HTMLElement>('.demo-follow');
  if (!line) return;
  line.hidden = false;
  const every = Number(line.dataset.every) || 3000;
  const tick = () => {
    // A look that fails (the server restarting) is followed by the next.
    lookAgain()
      .catch(() => undefined)
      .finally(() => setTimeout(tick, every));
  };
  setTimeout(tick, every);
}
