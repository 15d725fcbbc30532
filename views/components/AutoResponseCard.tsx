// One response in the list: its trigger, the embed badge, the response in brief (AutoResponseSummary), or
// in full as the bot's message when it is the one asked for (?show=id), the created date, and its actions.
import type { AutoResponse } from '../../server/contract/index.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { useTexts } from '../i18n/texts-context.js';
import type { TranscriptContext } from '../transcript/context.js';
import { AutoResponseMessage, lookOfResponse, type ResponseSender } from './AutoResponseMessage.js';
import { AutoResponseSummary } from './AutoResponseSummary.js';

/** The anchor of a response shown in full, so its link lands on it. */
const shownAnchor = (id: number) => `response-${id}`;

export function AutoResponseCard({
  response,
  base,
  manage,
  shown,
  hidden,
  searchText,
  sender,
  ctx,
}: {
  response: AutoResponse;
  base: string;
  manage: boolean;
  /** Shown in full: the bot's whole message. */
  shown: boolean;
  /** Hidden by the search. */
  hidden: boolean;
  searchText: string;
  sender: ResponseSender;
  /** The page's one Markdown context for every brief. */
  ctx: TranscriptContext;
}) {
  const dates = useDateFormat();
  const allTexts = useTexts();
  const { autoResponses: texts, common } = allTexts;
  const look = lookOfResponse(response);
  return (
    <li
      className="card response-card"
      id={shown ? shownAnchor(response.id) : undefined}
      data-search-text={searchText}
      hidden={hidden}
    >
      <div className="response-card__head">
        <code className="response-card__trigger">{response.trigger_word}</code>
        {response.is_embed ? <span className="badge badge--bot">{texts.embed}</span> : null}
      </div>
      {shown ? (
        <ol className="messages">
          <AutoResponseMessage
            id={`response-${response.id}`}
            look={look}
            sender={sender}
            texts={allTexts}
            dates={dates}
          />
        </ol>
      ) : (
        <AutoResponseSummary look={look} ctx={ctx} />
      )}
      <div className="response-card__foot">
        <span>{texts.createdAt(dates.longDate(response.created_at))}</span>
        <span className="response-card__actions">
          {/* Those who may edit see it whole in the edit form's preview. */}
          {shown || manage ? null : (
            <a className="button button--small" href={`${base}?show=${response.id}#${shownAnchor(response.id)}`}>
              {texts.preview}
            </a>
          )}
          {manage ? (
            <>
              <a className="button button--small" href={`${base}?edit=${response.id}`}>
                {common.edit}
              </a>
              <a
                className="button button--small button--quiet-danger"
                href={`${base}?delete=${encodeURIComponent(response.trigger_word)}`}
              >
                {common.delete}
              </a>
            </>
          ) : null}
        </span>
      </div>
    </li>
  );
}
