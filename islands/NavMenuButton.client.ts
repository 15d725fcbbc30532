// Browser side of NavMenuButton, without React: Escape closes the open phone navigation and returns
// keyboard focus to its toggle.
export function mount(): void {
  document.addEventListener('keydown', (event) => {
    const toggle = document.getElementById('nav-open') as HTMLInputElement | null;
    if (event.key !== 'Escape' || !toggle?.checked) return;
    toggle.checked = false;
    toggle.focus();
  });
}
