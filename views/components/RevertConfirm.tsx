// The undo's confirm step on the history page (works without JavaScript): the change, what undoing it
// will do, and Abbrechen / Rückgängig machen; or, when the record changed since or the change was undone
// already, that newer change and no button (nothing is overwritten silently).
import type { RevertPreview } from '../../server/contract/index.js';
import { revertConsequence } from '../lib/revert-consequence.js';
import { ConfirmStep } from './ConfirmStep.js';
import { actionLabel, HistoryChange, type Names } from './HistoryChange.js';
import { useTexts } from '../i18n/texts-context.js';

export function RevertConfirm({
  preview,
  csrf,
  base,
  mayRevert,
  newerRevertHref,
  names,
  hrefOf,
}: {
  preview: RevertPreview;
  csrf: string | null;
  /** The history page as the user left it, filters and page kept (the form's target, Abbrechen and the way back). */
  base: string;
  /** Whether the user may change the record's screen now. */
  mayRevert: boolean;
  /** The confirm step of the newer change that stands in the way, where the user may undo it. */
  newerRevertHref: string | null;
  /** The roles and categories the page knows by name, for the changes' values. */
  names?: Names;
  /** Where another change of the history is shown (the one that undid this, or that this undid). */
  hrefOf?: (id: number) => string;
}) {
  const { entry, blocked } = preview;
  const allTexts = useTexts();
  const texts = allTexts.history;
  const consequence = revertConsequence(entry, allTexts);
  return (
    <section className="revert" aria-labelledby="revert-title">
      <h2 className="revert__title" id="revert-title">
        {texts.revertTitle}
      </h2>
      <HistoryChange entry={entry} as="div" names={names} hrefOf={hrefOf} />
      {blocked ? (
        <>
          <p className="alert alert--warning" role="alert">
            {texts.blocked[blocked.reason]}
          </p>
          {'newer' in blocked ? (
            <HistoryChange entry={blocked.newer} as="div" names={names} hrefOf={hrefOf}>
              {newerRevertHref ? (
                <p className="history-entry__actions">
                  <a className="button button--small" href={newerRevertHref}>
                    {texts.revertNewer}
                  </a>
                </p>
              ) : null}
            </HistoryChange>
          ) : null}
          <p>
            <a className="back-link" href={base}>
              {texts.backToHistory}
            </a>
          </p>
        </>
      ) : !mayRevert || !consequence ? (
        <p className="alert alert--warning" role="alert">
          {texts.mayNotRevert}
        </p>
      ) : (
        <ConfirmStep
          subject={actionLabel(entry.action, texts)}
          question={texts.revertQuestion(consequence)}
          csrf={csrf}
          fields={{ intent: 'revert', entryId: entry.id }}
          cancelHref={base}
          action={base}
          confirmLabel={texts.revert}
          tone="primary"
        />
      )}
    </section>
  );
}
