// The undo's confirm step on the history page (works without JavaScript): the change, what undoing it
// will do, and Abbrechen / Rückgängig machen; or, when the record changed since or the change was undone
// already, that newer change and no button (nothing is overwritten silently).
import type { RevertPreview } from '../../server/contract/index.js';
import { revertConsequence } from '../lib/revert-consequence.js';
import { ConfirmStep } from './ConfirmStep.js';
import { ACTION_LABELS, HistoryChange } from './HistoryChange.js';

export const REVERT_LABEL = 'Rückgängig machen';

export const BLOCKED_TEXT = {
  not_revertible: 'Änderungen dieses Bereichs lassen sich nicht rückgängig machen.',
  changed_since: 'Der Eintrag wurde seitdem erneut geändert. Damit nichts unbemerkt überschrieben wird, lässt sich diese Änderung nicht mehr rückgängig machen. Die neuere Änderung:',
  already_reverted: 'Diese Änderung wurde bereits rückgängig gemacht:',
} as const;

export function RevertConfirm({
  preview,
  csrf,
  base,
  mayRevert,
  newerRevertHref,
}: {
  preview: RevertPreview;
  csrf: string | null;
  /** The history page (the form's target and Abbrechen). */
  base: string;
  /** Whether the user may change the record's screen now. */
  mayRevert: boolean;
  /** The confirm step of the newer change that stands in the way, where the user may undo it. */
  newerRevertHref: string | null;
}) {
  const { entry, blocked } = preview;
  const consequence = revertConsequence(entry);
  return (
    <section className="revert" aria-labelledby="revert-title">
      <h2 className="revert__title" id="revert-title">
        Änderung rückgängig machen
      </h2>
      <HistoryChange entry={entry} as="div" />
      {blocked ? (
        <>
          <p className="alert alert--warning" role="alert">
            {BLOCKED_TEXT[blocked.reason]}
          </p>
          {'newer' in blocked ? (
            <HistoryChange entry={blocked.newer} as="div">
              {newerRevertHref ? (
                <p className="history-entry__actions">
                  <a className="button button--small" href={newerRevertHref}>
                    Diese Änderung rückgängig machen
                  </a>
                </p>
              ) : null}
            </HistoryChange>
          ) : null}
          <p>
            <a href={base}>Zurück zum Änderungsverlauf</a>
          </p>
        </>
      ) : !mayRevert || !consequence ? (
        <p className="alert alert--warning" role="alert">
          Du darfst diesen Bereich nicht ändern; die Änderung kann daher nicht rückgängig gemacht werden.
        </p>
      ) : (
        <ConfirmStep
          subject={ACTION_LABELS[entry.action] ?? entry.action}
          question={`${consequence} Das Rückgängigmachen erscheint selbst im Änderungsverlauf.`}
          csrf={csrf}
          fields={{ intent: 'revert', entryId: entry.id }}
          cancelHref={base}
          action={base}
          confirmLabel={REVERT_LABEL}
          tone="primary"
        />
      )}
    </section>
  );
}
