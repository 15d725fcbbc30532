// Browser side of MentionPicker, without React: an *Einfügen* button puts the chosen mention into the
// text or the embed's description where the cursor was (at the end when it never was there), then
// tells the form it changed, so the preview follows. The form is not sent.
const SELECTS: Record<string, string> = { channel: 'mentionChannel', role: 'mentionRole', member: 'mentionMember' };
const PREFIX: Record<string, string> = { channel: '<#', role: '<@&', member: '<@' };

export function mount(root: HTMLElement): void {
  const picker = root.closest('fieldset');
  const form = picker?.closest('form');
  if (!picker || !form) return;
  picker.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[name="compose"]');
    const kind = button?.value ?? '';
    const select = form.querySelector<HTMLSelectElement>(`select[name="${SELECTS[kind] ?? ''}"]`);
    const into = form.querySelector<HTMLSelectElement>('select[name="mentionTarget"]')?.value ?? 'response';
    const field = form.querySelector<HTMLTextAreaElement>(`textarea[name="${into}"]`);
    if (!button || !select?.value || !field) return;
    event.preventDefault();
    const mention = `${PREFIX[kind]}${select.value}>`;
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    field.setRangeText(mention, start, end, 'end');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.focus();
  });
}
