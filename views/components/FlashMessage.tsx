// The one-shot result of the previous form submission. Errors can be dismissed: the message is
// one-shot, so the link (to the page itself) drops it, with or without JavaScript.
import { useTexts } from '../i18n/texts-context.js';
import type { Flash } from '../shell.js';

export function FlashMessage({ flash, path }: { flash: Flash | null; path: string }) {
  const texts = useTexts().common;
  if (!flash) return null;
  return (
    <div className={`flash flash--${flash.kind}`}>
      <p className={`alert alert--${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
        {flash.text}
      </p>
      {flash.kind === 'error' ? (
        <a className="flash__dismiss" href={path} aria-label={texts.dismiss}>
          ×
        </a>
      ) : null}
    </div>
  );
}
