// 'Hinzufügen' stays disabled until a role is chosen.
export function mount(root: HTMLElement): void {
  const select = root.querySelector('select');
  const button = root.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!select || !button) return;
  const sync = () => {
    button.disabled = select.value === '';
  };
  select.addEventListener('change', sync);
  sync();
}
