// Browser side of DemoFollow, without React: every few seconds, while the tab is shown, it fetches the
// page again and puts its live part (the messages, the bot's modal, the waiting line: #demo-live) in
// place of the shown one when it changed. It leaves the part alone while the visitor is in it (typing in
// the bot's form, or a button in focus), so nothing they do is lost; the composer sits outside it.
const LIVE = 'demo-live';

async function lookAgain(): Promise<void> {
  const shown = document.getElementById(LIVE);
  if (!shown || document.hidden || shown.contains(document.activeElement)) return;
  const response = await fetch(location.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  // Redirected (the channel is gone, or another member is played): the next load of the page says why.
  if (!response.ok || response.redirected) return;
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html').getElementById(LIVE);
  if (!fresh || fresh.innerHTML === shown.innerHTML || shown.contains(document.activeElement)) return;
  shown.replaceChildren(...Array.from(fresh.childNodes).map((node) => document.importNode(node, true)));
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
