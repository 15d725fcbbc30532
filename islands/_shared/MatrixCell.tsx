// One command of one role in the matrix: its state as a symbol (and words for assistive tech), or,
// while the row is edited, the allow and deny buttons.
import type { Texts } from '../../views/i18n/texts.js';
import { type CommandState, STATE_SYMBOL } from './command-rules.js';

interface MatrixCellProps {
  command: string;
  state: CommandState;
  /** Set while the row is edited: choosing a side (again) for the command. */
  onPick: ((choice: 'allowed' | 'denied') => void) | null;
  texts: Texts['commandPermissions']['matrix'];
}

export function MatrixCell({ command, state, onPick, texts }: MatrixCellProps) {
  if (!onPick) {
    return (
      <td
        className={`cell cell--${state} cell-meta`}
        data-label={`/${command}`}
        title={`/${command}: ${texts.states[state]}`}
      >
        <span aria-hidden="true">{STATE_SYMBOL[state]}</span>
        <span className="visually-hidden">{texts.states[state]}</span>
      </td>
    );
  }
  return (
    <td className="cell cell--edit cell-meta" data-label={`/${command}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset cannot lay out inside a table cell like this row of buttons; role=group gives the same name */}
      <div className="cell__choices" role="group" aria-label={`/${command}`}>
        {(['allowed', 'denied'] as const).map((choice) => (
          <button
            key={choice}
            type="button"
            className={`choice-button choice-button--${choice}`}
            aria-pressed={state === choice}
            onClick={() => onPick(choice)}
          >
            {texts[choice]}
          </button>
        ))}
      </div>
    </td>
  );
}
