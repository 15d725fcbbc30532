// A success notice, offering to undo what it reports where it can: the message, and beside it (below it on
// a narrow line) the link to the history's confirm step. Shared by the flash after a form and by islands
// that change things without leaving the page, so both read and look the same. Empty, it stays in the
// page as the live region a screen reader listens to.
export interface NoticeUndo {
  href: string;
  label: string;
}

export function SuccessNotice({ text, undo = null }: { text: string | null; undo?: NoticeUndo | null }) {
  const offered = text && undo;
  return (
    <p className={text ? `alert alert--success${offered ? ' success-notice' : ''}` : undefined} role="status">
      {offered ? <span className="success-notice__text">{text}</span> : text}
      {offered ? (
        <a className="button button--small" href={undo.href}>
          {undo.label}
        </a>
      ) : null}
    </p>
  );
}
