// Copies the ID; where the clipboard is unavailable, selects it so the user can copy it by hand.
export function mount(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('button[data-copy]');
  const value = root.querySelector<HTMLElement>('.copy-id__value');
  if (!button || !value) return;
  button.addEventListener('click', async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(button.dataset.copy ?? '');
      // The words are the page's language's, rendered by the server beside the button.
      button.textContent = button.dataset.copied ?? '';
    } catch {
      const range = document.createRange();
      range.selectNodeContents(value);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      button.textContent = button.dataset.selected ?? '';
    }
  });
}
