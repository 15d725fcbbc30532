// /dashboard/{guildId}/autoresponses: search, Refresh, 'Add Response', the cards (each response as the
// bot's message), the create and edit form with its preview, and the delete confirmation. All of it
// works without JavaScript; search filters as you type with it, and the preview follows the typing.
import type { AutoResponse } from '../../server/contract/index.js';
import { AUTO_RESPONSE_COOLDOWN_SECONDS } from '../../server/contract/facts.js';
import type { ViewProps } from '../view-props.js';
import { AutoResponseForm, type EditedResponse } from '../components/AutoResponseForm.js';
import { AutoResponseMessage, lookOfResponse, type ResponseSender } from '../components/AutoResponseMessage.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { AutoResponseSearchIsland } from '../islands.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { mayManage } from '../lib/may-manage.js';
import { fillIn } from '../i18n/fill-in.js';
import { useTexts } from '../i18n/texts-context.js';

export interface AutoResponsesData {
  guildId: string;
  responses: AutoResponse[];
  query: string;
  step:
    | { kind: 'list' }
    | { kind: 'new' }
    | ({ kind: 'edit' } & EditedResponse)
    | { kind: 'delete'; response: AutoResponse };
  /** Who the responses are sent as: the cards and the preview show them as the bot's messages. */
  sender: ResponseSender;
}

/** Case-insensitive match on trigger or response text (and embed texts), as the search promises. */
function searchText(response: AutoResponse): string {
  return [response.trigger_word, response.response_text, response.embed_title ?? '', response.embed_description ?? '']
    .join('\n')
    .toLowerCase();
}

export function AutoResponsesPage({ data, shell, form }: ViewProps<AutoResponsesData>) {
  const dates = useDateFormat();
  const base = `/dashboard/${data.guildId}/autoresponses`;
  const term = data.query.trim().toLowerCase();
  const visible = data.responses.filter((response) => !term || searchText(response).includes(term));
  const manage = mayManage(shell, 'autoResponses');
  const allTexts = useTexts();
  const { autoResponses: texts, common } = allTexts;
  const step = data.step;
  return (
    <>
      <header className="page-header">
        <h1>{texts.title}</h1>
        <div className="row-actions">
          <a className="button" href={data.query ? `${base}?q=${encodeURIComponent(data.query)}` : base}>
            {texts.refresh}
          </a>
          {step.kind === 'new' || step.kind === 'edit' || !manage ? null : (
            <a className="button button--primary" href={`${base}?form=new`}>
              {texts.add}
            </a>
          )}
        </div>
      </header>
      <p className="response-rule">{texts.rule(AUTO_RESPONSE_COOLDOWN_SECONDS)}</p>
      {(step.kind === 'new' || step.kind === 'edit') && manage ? (
        <AutoResponseForm
          form={form}
          csrf={shell.csrfToken}
          base={base}
          editing={step.kind === 'edit' ? step : null}
          sender={data.sender}
          guildId={data.guildId}
        />
      ) : null}
      {step.kind === 'delete' && manage ? (
        <ConfirmStep
          subject={step.response.trigger_word}
          question={texts.deleteQuestion}
          csrf={shell.csrfToken}
          fields={{ intent: 'delete', trigger: step.response.trigger_word }}
          cancelHref={base}
          action={base}
        />
      ) : null}
      <AutoResponseSearchIsland
        query={data.query}
        texts={{ label: texts.searchLabel, placeholder: texts.searchPlaceholder, search: texts.search }}
      />
      {data.responses.length === 0 ? (
        <p className="card state">{texts.empty}</p>
      ) : (
        <>
          <p className="card state" data-search-empty="" hidden={visible.length > 0}>
            {fillIn(texts.noMatch, { term: <span data-search-term="">{data.query}</span> })}
          </p>
          <ul className="card-list">
            {data.responses.map((response) => (
              <li
                key={response.id}
                className="card response-card"
                data-search-text={searchText(response)}
                hidden={!visible.includes(response)}
              >
                <div className="response-card__head">
                  <code className="response-card__trigger">{response.trigger_word}</code>
                  {response.is_embed ? <span className="badge badge--bot">{texts.embed}</span> : null}
                </div>
                <ol className="messages">
                  <AutoResponseMessage
                    id={`response-${response.id}`}
                    look={lookOfResponse(response)}
                    sender={data.sender}
                    texts={allTexts}
                    dates={dates}
                  />
                </ol>
                <div className="response-card__foot">
                  <span>{texts.createdAt(dates.longDate(response.created_at))}</span>
                  {manage ? (
                    <span className="response-card__actions">
                      <a className="button button--small" href={`${base}?edit=${response.id}`}>
                        {common.edit}
                      </a>
                      <a
                        className="button button--small button--quiet-danger"
                        href={`${base}?delete=${encodeURIComponent(response.trigger_word)}`}
                      >
                        {common.delete}
                      </a>
                    </span>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
