// The Demo-Discord page's two larger forms: running a slash command (first the command path, then a
// field per option of that path, typed as the option is, a select of the bot's choices for one that
// autocompletes) and a modal the bot showed the member (its text inputs, with Discord's required, length
// limits and paragraph style).
import { ComponentType, ApplicationCommandOptionType as T, TextInputStyle } from 'discord-api-types/v10';
import { MENTION_KINDS } from '../act/command-data.js';
import type { CommandOption, JsonObject } from '../model.js';
import { TOKEN_FIELD } from './cookies.js';
import { wordsIn } from '../commands.js';
import { optionField, type PathShown } from './commands.js';
import type { Choice } from './names.js';
import { type DemoView, objects, text } from './message.js';

function ChoiceSelect({
  id,
  name,
  required,
  choices,
  view,
}: {
  id: string;
  name: string;
  required: boolean;
  choices: Choice[];
  view: DemoView;
}) {
  return (
    <select id={id} name={name} required={required}>
      {required ? null : <option value="">{view.texts.nothingChosen}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

function OptionInput({
  option,
  id,
  view,
  suggested,
}: {
  option: CommandOption;
  id: string;
  view: DemoView;
  /** The bot's choices, for an option that autocompletes. */
  suggested: Choice[] | undefined;
}) {
  const name = optionField(option);
  const required = option.required === true;
  const mention = MENTION_KINDS[option.type];
  // A choice reads in the member's language, as Discord's client shows it (its localization, else its name).
  const choices =
    option.choices?.map((choice) => ({
      value: String(choice.value),
      label: wordsIn(view.locale, choice.name, choice.name_localizations),
    })) ?? suggested;
  if (choices || mention || option.type === T.Boolean) {
    const offered =
      choices ??
      (mention
        ? view.choices(mention, option.channel_types)
        : [
            { value: 'true', label: view.texts.yes },
            { value: 'false', label: view.texts.no },
          ]);
    return <ChoiceSelect id={id} name={name} required={required} choices={offered} view={view} />;
  }
  if (option.type === T.Integer || option.type === T.Number)
    return (
      <input
        id={id}
        name={name}
        type="number"
        required={required}
        step={option.type === T.Integer ? 1 : 'any'}
        min={option.min_value}
        max={option.max_value}
      />
    );
  return (
    <input
      id={id}
      name={name}
      type="text"
      required={required}
      minLength={option.min_length}
      maxLength={option.max_length}
    />
  );
}

export function CommandForm({
  view,
  paths,
  chosen,
}: {
  view: DemoView;
  paths: string[];
  /** The path chosen, its words and options, and the bot's choices for those that autocomplete (by name). */
  chosen: (PathShown & { path: string; suggested: ReadonlyMap<string, Choice[]> }) | null;
}) {
  const { texts } = view;
  // Attachments cannot be given in a form of the stand-in (the act API does not play them either).
  const options = chosen?.options.filter((option) => option.type !== T.Attachment) ?? [];
  return (
    <section className="demo-panel" aria-labelledby="demo-command">
      <h2 id="demo-command">{texts.commandHeading}</h2>
      {paths.length === 0 ? (
        <p>{texts.noCommands}</p>
      ) : (
        <form method="get" action={view.channelPath} className="demo-row">
          <select name="command" aria-label={texts.commandLabel} defaultValue={chosen?.path}>
            {paths.map((path) => (
              <option key={path} value={path}>
                /{path}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {texts.next}
          </button>
        </form>
      )}
      {chosen ? (
        <form method="post" action={`${view.channelPath}/commands`} className="demo-fields">
          <input type="hidden" name={TOKEN_FIELD} value={view.token} />
          <input type="hidden" name="command" value={chosen.path} />
          <h3>/{chosen.path}</h3>
          <p className="demo-message__small">{chosen.description}</p>
          {options.map((option) => (
            <div key={option.name} className="demo-field">
              <label htmlFor={`demo-option-${option.name}`}>
                {option.name}
                {option.required ? ' *' : ''}
              </label>
              <span className="demo-message__small">
                {wordsIn(view.locale, option.description, option.description_localizations)}
              </span>
              <OptionInput
                option={option}
                id={`demo-option-${option.name}`}
                view={view}
                suggested={chosen.suggested.get(option.name)}
              />
            </div>
          ))}
          <button type="submit" className="button button--primary">
            {texts.run}
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** A modal's text inputs with their labels: in action rows (the input labelled) or in label components. */
function modalInputs(modal: JsonObject): { input: JsonObject; label: string }[] {
  return objects(modal.components).flatMap((top) => {
    const input = objects(top.components)[0] ?? (top.component as JsonObject | undefined);
    if (input?.type !== ComponentType.TextInput || typeof input.custom_id !== 'string') return [];
    return [{ input, label: text(top.label) ?? text(input.label) ?? input.custom_id }];
  });
}

export function ModalForm({
  modal,
  interactionId,
  view,
}: {
  modal: JsonObject;
  interactionId: string;
  view: DemoView;
}) {
  const title = text(modal.title) ?? '';
  return (
    <section className="demo-panel demo-modal" role="dialog" aria-labelledby="demo-modal-title">
      <h2 id="demo-modal-title">{title}</h2>
      <form method="post" action={`${view.channelPath}/modal`} className="demo-fields">
        <input type="hidden" name={TOKEN_FIELD} value={view.token} />
        <input type="hidden" name="customId" value={String(modal.custom_id)} />
        {modalInputs(modal).map(({ input, label }) => {
          const id = `demo-field-${String(input.custom_id)}`;
          // Discord's text inputs are required unless they say otherwise.
          const attributes = {
            id,
            name: `field.${String(input.custom_id)}`,
            required: input.required !== false,
            minLength: typeof input.min_length === 'number' ? input.min_length : undefined,
            maxLength: typeof input.max_length === 'number' ? input.max_length : undefined,
            placeholder: text(input.placeholder) ?? undefined,
            defaultValue: text(input.value) ?? undefined,
          };
          return (
            <div key={id} className="demo-field">
              <label htmlFor={id}>{label}</label>
              {input.style === TextInputStyle.Paragraph ? (
                <textarea rows={4} {...attributes} />
              ) : (
                <input type="text" {...attributes} />
              )}
            </div>
          );
        })}
        <button type="submit" className="button button--primary">
          {view.texts.submit}
        </button>
      </form>
      <form method="post" action={`${view.channelPath}/close-modal`}>
        <input type="hidden" name={TOKEN_FIELD} value={view.token} />
        <input type="hidden" name="interactionId" value={interactionId} />
        <button type="submit" className="button button--ghost">
          {view.texts.cancel}
        </button>
      </form>
    </section>
  );
}
