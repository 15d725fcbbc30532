// The one-shot result of the previous form submission. Errors can be dismissed: the message is
// one-shot, so the link (to the page itself) drops it, with or without JavaScript. A deletion's notice
// offers its undo right there ('Rückgängig'): the history's confirm step for the deletion's entry.
import { useTexts } from '../i18n/texts-context.js';
import type { Flash } from '../shell.js';
import { SuccessNotice } from './SuccessNotice.js';

export function FlashMessage({
  flash,
  path,
  undoHref = null,
}: {
  flash: Flash | null;
  path: string;
  /** Where the deletion the message reports is undone, when the user may. */
  undoHref?: string | null;
}) {
  const texts = useTexts();
  if (!flash) return null;
  return (
    <div className={`flash flash--${flash.kind}`}>
      {flash.kind === 'success' ? (
        <SuccessNotice text={flash.text} undo={undoHref ? { href: undoHref, label: texts.undo.offer } : null} />
      ) : (
        <>
          <p className="alert alert--error" role="alert">
            {flash.text}
          </p>
          <a className="flash__dismiss" href={path} aria-label={texts.common.dismiss}>
            ×
          </a>
        </>
      )}
    </div>
  );
}
