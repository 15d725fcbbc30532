// Browser side of ThemeToggle, written without React: flips the theme in place and keeps it in the
// cookie the server reads, so the next page renders in the same theme with no flash.
export function mount(root: HTMLElement): void {
  const form = root.querySelector('form');
  if (!form) return;
  form.addEventListener('submit', (event) => {
    const theme = (event.submitter as HTMLButtonElement | null)?.value;
    if (theme !== 'dark' && theme !== 'light') return;
    event.preventDefault();
    const html = document.documentElement;
    html.dataset.theme = theme;
    html.querySelector('meta[name="color-scheme"]')?.setAttribute('content', theme);
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari; the value is only 'dark' or 'light'
    document.cookie = `${form.dataset.cookie}=${theme}; Path=/; Max-Age=${form.dataset.maxAge}; SameSite=Lax${secure}`;
    // The pressed button is now hidden; keep keyboard focus on the control.
    form.querySelector<HTMLButtonElement>(`button[value="${theme === 'dark' ? 'light' : 'dark'}"]`)?.focus();
  });
}
