// Browser side of TranscriptDialog, without React: a click on any row's transcript link opens the page's
// one dialog instead of navigating, with the row's details and the transcript as the server rendered it
// (so no transcript renderer ships to the browser). The native <dialog> traps focus, closes on Escape
// and gives focus back to the link.
import { sessionEnded } from './_shared/session-ended.js';

export function mount(root: HTMLElement): void {
  const dialog = root.querySelector('dialog');
  const body = dialog?.querySelector<HTMLElement>('.modal__transcript');
  const title = dialog?.querySelector('h2');
  if (dialog && body && title) enhance(dialog, title, body);
}

function enhance(dialog: HTMLDialogElement, title: HTMLElement, body: HTMLElement): void {
  const words = dialog.dataset;
  // Each opening counts; an answer that arrives after another opening is dropped.
  let opened = 0;

  const say = (text: string, alert = false) => {
    body.className = alert ? 'alert alert--error' : 'modal__transcript';
    body.setAttribute('role', alert ? 'alert' : 'status');
    body.textContent = text;
  };

  async function show(link: HTMLAnchorElement): Promise<void> {
    const mine = ++opened;
    title.textContent = (words.title ?? '').replace('{id}', link.dataset.ticketId ?? '');
    const values = JSON.parse(link.dataset.details ?? '[]') as string[];
    dialog.querySelectorAll('.modal__details dd').forEach((dd, index) => {
      dd.textContent = values[index] ?? '';
    });
    say(words.loading ?? '');
    dialog.showModal();
    try {
      const response = await fetch(link.dataset.transcript ?? '', {
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
      });
      if (sessionEnded(response)) return;
      const html = await response.text();
      if (mine !== opened) return;
      if (!response.ok)
        return say((words.failed ?? '').replace('{status}', `${response.status} ${response.statusText}`.trim()), true);
      body.className = 'modal__transcript';
      body.removeAttribute('role');
      // Markup our server rendered with React (every value escaped there), fetched from our own origin.
      body.innerHTML = html;
    } catch {
      if (mine === opened) say(words.unknown ?? '', true);
    }
  }

  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-transcript]');
    // A click meant for a new tab or window keeps the link's own behaviour.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void show(link);
  });
  dialog.querySelector('[data-close]')?.addEventListener('click', () => dialog.close());
  // A click on the dialog itself (not its content) is a click on the backdrop.
  dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
}
