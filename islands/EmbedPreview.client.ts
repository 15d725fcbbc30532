// Mirrors the embed inputs of the surrounding form into the preview as the user types.
import { HEX_COLOR } from '../server/contract/facts.js';

export function mount(root: HTMLElement): void {
  const form = root.closest('form');
  if (!form) return;
  const field = (name: string) => form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  const sync = () => {
    const title = root.querySelector('[data-preview="title"]');
    const description = root.querySelector('[data-preview="description"]');
    const color = root.querySelector('[data-preview="color"]');
    // An empty field shows the placeholder the server rendered in the page's language (data-empty).
    if (title) title.textContent = field('embedTitle')?.value || (title.getAttribute('data-empty') ?? '');
    if (description)
      description.textContent = field('embedDescription')?.value || (description.getAttribute('data-empty') ?? '');
    // The chosen swatch (radio buttons: the checked one).
    const value = form.querySelector<HTMLInputElement>('[name="embedColor"]:checked')?.value ?? '';
    if (color && HEX_COLOR.test(value)) color.setAttribute('fill', value);
  };
  form.addEventListener('input', sync);
  // It hydrates once scrolled into view: what was typed before then shows at once.
  sync();
}
