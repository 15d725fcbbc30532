// What members will see under a ticket panel's text in Discord, drawn on the page without JavaScript:
// a button per category it shows (panelCategories: the active ones it names), or, past the buttons'
// limit, the select menus (one per row, each named by its placeholder and opened as a plain disclosure
// listing its options), or the one button for a ticket without a category. The bot's own words are the panel's (TICKET_PANEL_WORDS), in its language.
import type { TicketCategory } from '../../server/contract/index.js';
import { LIMITS } from '../../server/contract/facts.js';
import { panelMenus, TICKET_PANEL_WORDS } from '../../server/contract/panel-layout.js';
import { useTexts } from '../i18n/texts-context.js';
import { CategoryEmoji } from './CategoryEmoji.js';

const { buttonLabel: BUTTON_LABEL, optionText: OPTION_TEXT } = LIMITS.ticketPanel;

function Buttons({ active, cdnBase }: { active: TicketCategory[]; cdnBase: string }) {
  return (
    <ul className="panel-buttons">
      {active.length === 0 ? <li className="panel-button">{TICKET_PANEL_WORDS.open}</li> : null}
      {active.map((category) => (
        <li key={category.id} className="panel-button">
          <CategoryEmoji emoji={category.emoji} cdnBase={cdnBase} /> {category.name.slice(0, BUTTON_LABEL)}
        </li>
      ))}
    </ul>
  );
}

function Menus({ active, cdnBase }: { active: TicketCategory[]; cdnBase: string }) {
  const menus = panelMenus(active);
  let first = 1;
  return (
    <div className="panel-menus">
      {menus.map((categories) => {
        const from = first;
        first += categories.length;
        return (
          <details key={from} className="panel-menu">
            <summary>{TICKET_PANEL_WORDS.choose(from, first - 1, menus.length)}</summary>
            <ul className="panel-menu__options" aria-label={TICKET_PANEL_WORDS.choose(from, first - 1, menus.length)}>
              {categories.map((category) => (
                <li key={category.id} className="panel-option">
                  <span className="panel-option__name">
                    <CategoryEmoji emoji={category.emoji} cdnBase={cdnBase} /> {category.name.slice(0, OPTION_TEXT)}
                  </span>
                  {category.description ? (
                    <span className="panel-option__text">{category.description.slice(0, OPTION_TEXT)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}

/** The preview of a panel showing these categories (already the panel's: active, in its order). */
export function TicketPanelPreview({ categories: active, cdnBase }: { categories: TicketCategory[]; cdnBase: string }) {
  const texts = useTexts().categories.panel;
  const { buttons, options } = LIMITS.ticketPanel;
  const menuCount = panelMenus(active).length;
  return (
    <div className="ticket-panel__preview">
      <h4 className="field__label">{texts.preview}</h4>
      {active.length > buttons ? (
        <>
          <p className="ticket-panel__note">{menuCount > 1 ? texts.menus(options, menuCount) : texts.menu(buttons)}</p>
          <Menus active={active} cdnBase={cdnBase} />
        </>
      ) : (
        <Buttons active={active} cdnBase={cdnBase} />
      )}
    </div>
  );
}
