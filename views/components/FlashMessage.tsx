// The one-shot result of the previous form submission.
import type { Flash } from '../shell.js';

export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <p className={`alert alert--${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
      {flash.text}
    </p>
  );
}
