// /dashboard/{guildId}/autoresponses: search, Refresh, 'Add Response', the cards (each response in brief,
// one in full as the bot's message on ?show=id), the create and edit form with its preview, and the delete
// confirmation. All of it works without JavaScript; search filters as you type with it, and the preview
// follows the typing.
import type { AutoResponse } from '../../server/contract/index.js';
import { AUTO_RESPONSE_COOLDOWN_SECONDS } from '../../server/contract/facts.js';
import type { ViewProps } from '../view-props.js';
import { AutoResponseForm, type EditedResponse } from '../components/AutoResponseForm.js';
import { responseMarkdownContext, type ResponseSender } from '../components/AutoResponseMessage.js';
import { AutoResponseCard } from '../components/AutoResponseCard.js';
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
    | { kind: 'show'; id: number }
    | { kind: 'new' }
    | ({ kind: 'edit' } & EditedResponse)
    | { kind: 'delete'; response: AutoResponse };
  /** Who the responses are sent as: the preview and a response shown in full show them as the bot's messages. */
  sender: ResponseSender;
}

/** What the search looks in: trigger, response text and embed texts, as written (compared case-insensitively). */
const searchText = (response: AutoResponse): string =>
  [response.trigger_word, response.response_text, response.embed_title ?? '', response.embed_description ?? ''].join(
    '\n',
  );

export function AutoResponsesPage({ data, shell, form }: ViewProps<AutoResponsesData>) {
  const dates = useDateFormat();
  const base = `/dashboard/${data.guildId}/autoresponses`;
  const term = data.query.trim().toLowerCase();
  const visible = data.responses.filter((response) => !term || searchText(response).toLowerCase().includes(term));
  const manage = mayManage(shell, 'autoResponses');
  const allTexts = useTexts();
  const { autoResponses: texts } = allTexts;
  const step = data.step;
  // One Markdown context for every card's brief: its names looked up once, one node budget for the page.
  const briefs = responseMarkdownContext(data.sender, allTexts, dates);
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
              <AutoResponseCard
                key={response.id}
                response={response}
                base={base}
                manage={manage}
                shown={step.kind === 'show' && step.id === response.id}
                hidden={!visible.includes(response)}
                searchText={searchText(response)}
                sender={data.sender}
                ctx={briefs}
              />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
