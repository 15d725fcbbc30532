// True once the picker is hydrated; from then on the surrounding form's button says it is busy while
// the form is being sent ('Wird hinzugefügt...').
import { useEffect, useState, type RefObject } from 'react';

export function useEnhancedForm(root: RefObject<HTMLDivElement | null>): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    const form = root.current?.closest('form');
    const onSubmit = () => {
      const button = form?.querySelector<HTMLButtonElement>('button[data-busy-label]');
      if (!button) return;
      button.textContent = button.dataset.busyLabel ?? button.textContent;
      button.disabled = true;
    };
    form?.addEventListener('submit', onSubmit);
    return () => form?.removeEventListener('submit', onSubmit);
  }, [root]);
  return enhanced;
}
