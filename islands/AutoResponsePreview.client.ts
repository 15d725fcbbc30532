// Browser side of AutoResponsePreview, without React: a moment after typing pauses, the form's values go
// to the server, which renders them with the page's own message component (Markdown, mentions, the
// embed, the bot's name and avatar), and the answer replaces the preview. So no Markdown renderer ships
// to the browser, and the preview is what the page shows after saving. An answer overtaken by a newer
// one is dropped; a failed one keeps the last preview (saving still says what is wrong).
const PAUSE_MS = 250;

/** Whether anything was changed before this started (it starts once the browser is idle). */
function edited(form: HTMLFormElement): boolean {
  return Array.from(form.elements).some((element) => {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return false;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
      return element.checked !== element.defaultChecked;
    return element.value !== element.defaultValue;
  });
}

export function mount(root: HTMLElement, props: { href: string }): void {
  const form = root.closest('form');
  const target = form?.querySelector<HTMLElement>('[data-preview-message]');
  if (!form || !target) return;
  let asked = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const render = async (): Promise<void> => {
    const mine = ++asked;
    // The form's own fields, its token among them.
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') body.append(name, value);
    try {
      // A redirect means the session is over: ignored here, as saving will keep what was typed.
      const response = await fetch(props.href, {
        method: 'POST',
        body,
        credentials: 'same-origin',
        redirect: 'manual',
      });
      if (!response.ok) return;
      const html = await response.text();
      // Markup our server rendered with React (every value escaped there), fetched from our own origin.
      if (mine === asked) target.innerHTML = html;
    } catch {
      // Offline or refused: the last preview stays.
    }
  };

  form.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(render, PAUSE_MS);
  });
  if (edited(form)) void render();
}
