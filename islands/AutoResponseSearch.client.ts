// Filters the auto-response cards as the user types (trigger or response text, case-insensitive) and
// keeps the address in step, so a reload shows the same result.
export function mount(root: HTMLElement): void {
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  // The page writes the words as typed (a repeat of what the card shows costs almost nothing compressed).
  const cards = Array.from(document.querySelectorAll<HTMLElement>('[data-search-text]'), (card) => ({
    card,
    text: (card.dataset.searchText ?? '').toLowerCase(),
  }));
  const noMatch = document.querySelector<HTMLElement>('[data-search-empty]');
  if (!input) return;
  const apply = () => {
    const term = input.value.trim().toLowerCase();
    let shown = 0;
    for (const { card, text } of cards) {
      const match = !term || text.includes(term);
      card.hidden = !match;
      if (match) shown += 1;
    }
    if (noMatch) {
      noMatch.hidden = shown > 0 || cards.length === 0;
      const slot = noMatch.querySelector('[data-search-term]');
      if (slot) slot.textContent = input.value.trim();
    }
    const url = new URL(location.href);
    if (term) url.searchParams.set('q', input.value.trim());
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
  };
  input.addEventListener('input', apply);
}
