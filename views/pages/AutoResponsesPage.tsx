// /dashboard/{guildId}/autoresponses: search, Refresh, 'Add Response', the cards,
// the create form with a live embed preview, and the delete confirmation. All of it works without
// JavaScript; search filters as you type with it.
import type { AutoResponse } from '../../server/contract/index.js';
import { AUTO_RESPONSE_COOLDOWN_SECONDS, DEFAULT_COLOR, LIMITS } from '../../server/contract/facts.js';
import { fieldValue, type FormState } from '../lib/form-state.js';
import type { ViewProps } from '../view-props.js';
import { ConfirmStep } from '../components/ConfirmStep.js';
import { ColorChoices } from '../components/ColorChoices.js';
import { EmbedColorBar } from '../components/EmbedColorBar.js';
import { CsrfField } from '../components/CsrfField.js';
import { AutoResponseSearchIsland, EmbedPreviewIsland } from '../islands.js';
import { useDateFormat } from '../lib/date-format-context.js';
import { FormActions } from '../components/FormActions.js';
import { FieldError, FormErrors, invalidFieldProps } from '../components/FormErrors.js';
import { mayManage } from '../lib/may-manage.js';
import { fillIn } from '../i18n/fill-in.js';
import { hexColor } from '../lib/colors.js';
import { useTexts } from '../i18n/texts-context.js';

export interface AutoResponsesData {
  guildId: string;
  responses: AutoResponse[];
  query: string;
  step: { kind: 'list' } | { kind: 'new' } | { kind: 'delete'; response: AutoResponse };
}

/** Case-insensitive match on trigger or response text (and embed texts), as the search promises. */
function searchText(response: AutoResponse): string {
  return [response.trigger_word, response.response_text, response.embed_title ?? '', response.embed_description ?? '']
    .join('\n')
    .toLowerCase();
}

function CreateForm({ form, csrf, base }: { form: FormState | null; csrf: string | null; base: string }) {
  const value = (name: string, fallback = '') => fieldValue(form?.values, name) ?? fallback;
  const { autoResponses: texts, common } = useTexts();
  return (
    <form className="card form autoresponse-form" method="post" action={base}>
      <h2>{texts.add}</h2>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="create" />
      <FormErrors messages={form?.errors.form ?? []} />
      <label className="field">
        <span className="field__label">{texts.trigger}</span>
        <input
          name="trigger"
          required
          maxLength={LIMITS.autoResponse.trigger}
          defaultValue={value('trigger')}
          {...invalidFieldProps(form, 'trigger')}
        />
        <FieldError form={form} name="trigger" />
      </label>
      {/* Hidden while the switch is on: an embed is sent without the plain answer (CSS :has, no JavaScript). */}
      <label className="field autoresponse-form__text">
        <span className="field__label">{texts.response}</span>
        <textarea
          name="response"
          maxLength={LIMITS.autoResponse.response}
          rows={3}
          defaultValue={value('response')}
          {...invalidFieldProps(form, 'response')}
        />
        <FieldError form={form} name="response" />
      </label>
      <label className="switch">
        <input type="checkbox" name="isEmbed" value="on" defaultChecked={value('isEmbed') === 'on'} />
        <span>{texts.asEmbed}</span>
      </label>
      {/* Shown while the switch is on (CSS :has), so it works without JavaScript too. */}
      <div className="embed-fields">
        <label className="field">
          <span className="field__label">{texts.embedTitle}</span>
          <input
            name="embedTitle"
            maxLength={LIMITS.autoResponse.embedTitle}
            defaultValue={value('embedTitle')}
            {...invalidFieldProps(form, 'embedTitle')}
          />
          <FieldError form={form} name="embedTitle" />
        </label>
        <label className="field">
          <span className="field__label">{texts.embedDescription}</span>
          <textarea
            name="embedDescription"
            maxLength={LIMITS.autoResponse.embedDescription}
            rows={3}
            defaultValue={value('embedDescription')}
            {...invalidFieldProps(form, 'embedDescription')}
          />
          <FieldError form={form} name="embedDescription" />
        </label>
        <ColorChoices
          name="embedColor"
          legend={texts.embedColor}
          current={value('embedColor', DEFAULT_COLOR)}
          form={form}
        />
        <div className="field">
          <span className="field__label">{texts.preview}</span>
          <EmbedPreviewIsland
            title={value('embedTitle')}
            description={value('embedDescription')}
            color={value('embedColor', DEFAULT_COLOR)}
            texts={{ title: texts.previewTitle, description: texts.previewDescription }}
          />
        </div>
      </div>
      <FormActions submitLabel={common.create} cancelHref={base} />
    </form>
  );
}

export function AutoResponsesPage({ data, shell, form }: ViewProps<AutoResponsesData>) {
  const dates = useDateFormat();
  const base = `/dashboard/${data.guildId}/autoresponses`;
  const term = data.query.trim().toLowerCase();
  const visible = data.responses.filter((response) => !term || searchText(response).includes(term));
  const manage = mayManage(shell, 'autoResponses');
  const { autoResponses: texts, common } = useTexts();
  return (
    <>
      <header className="page-header">
        <h1>{texts.title}</h1>
        <div className="row-actions">
          <a className="button" href={data.query ? `${base}?q=${encodeURIComponent(data.query)}` : base}>
            {texts.refresh}
          </a>
          {data.step.kind === 'new' || !manage ? null : (
            <a className="button button--primary" href={`${base}?form=new`}>
              {texts.add}
            </a>
          )}
        </div>
      </header>
      <p className="response-rule">{texts.rule(AUTO_RESPONSE_COOLDOWN_SECONDS)}</p>
      {data.step.kind === 'new' && manage ? <CreateForm form={form} csrf={shell.csrfToken} base={base} /> : null}
      {data.step.kind === 'delete' && manage ? (
        <ConfirmStep
          subject={data.step.response.trigger_word}
          question={texts.deleteQuestion}
          csrf={shell.csrfToken}
          fields={{ intent: 'delete', trigger: data.step.response.trigger_word }}
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
                {response.is_embed ? (
                  <div className="embed">
                    <EmbedColorBar
                      fill={response.embed_color === null ? DEFAULT_COLOR : hexColor(response.embed_color)}
                    />
                    <div className="embed__body">
                      {response.embed_title ? <div className="embed__title">{response.embed_title}</div> : null}
                      {response.embed_description ? (
                        <div className="embed__description">{response.embed_description}</div>
                      ) : null}
                    </div>
                  </div>
                ) : (
                  <p className="response-card__text">{response.response_text}</p>
                )}
                <div className="response-card__foot">
                  <span>{texts.createdAt(dates.longDate(response.created_at))}</span>
                  {manage ? (
                    <a
                      className="button button--small button--quiet-danger"
                      href={`${base}?delete=${encodeURIComponent(response.trigger_word)}`}
                    >
                      {common.delete}
                    </a>
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
