// The shared user/role picker: a WAI-ARIA combobox with a listbox, a clear button and its loading,
// empty, error and length hints (picker-rules.ts). Without JavaScript it is a plain role
// select plus the ID and name fields the server understands; the picker fills those fields.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { PickerOption, type Option } from './_shared/PickerOption.js';
import { PICKER, pickerError, pickerUrl, type PickerMode, type PickerTexts } from './_shared/picker-rules.js';
import { RoleSelect } from './_shared/RoleSelect.js';
import type { Member, RolesResponse, ServerRole } from '../server/contract/index.js';
import { sessionEnded } from './_shared/session-ended.js';

export type EntityPickerProps = {
  guildId: string;
  /** Roles for the no-JavaScript select (and nothing else). */
  roles: { id: string; name: string }[];
  initialMode: PickerMode;
  targetId: string;
  targetName: string;
  texts: PickerTexts;
};

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'hint'; text: string } | { kind: 'error'; text: string };

const hex = (color: number) => (color ? `#${color.toString(16).padStart(6, '0')}` : '#99aab5');

// The response types come from the endpoint table's schemas (type-only: no server code in the bundle).
// The data is still checked: a proxy or an old bot may answer with something else (then it is an error).
function roleOptions(data: unknown): Option[] | null {
  const list = (data as Partial<RolesResponse> | null)?.roles;
  if (!Array.isArray(list)) return null;
  return list
    .slice(0, PICKER.maxResults)
    .filter((role: ServerRole) => typeof role?.id === 'string' && !role.managed)
    .map((role: ServerRole) => ({ id: role.id, name: String(role.name ?? ''), type: 'role' as const, color: hex(Number(role.color ?? 0)), avatar: null }));
}

function userOptions(data: unknown): Option[] | null {
  if (!Array.isArray(data)) return null;
  return data
    .slice(0, PICKER.maxResults)
    .filter((member: Member) => typeof member?.id === 'string')
    .map((member: Member) => ({
      id: member.id,
      name: String(member.displayName ?? member.username ?? ''),
      type: 'user' as const,
      color: null,
      avatar: typeof member.avatar === 'string' && /^https?:\/\//.test(member.avatar) ? member.avatar : null,
    }));
}

const toOptions = (mode: PickerMode, data: unknown): Option[] | null => (mode === 'role' ? roleOptions(data) : userOptions(data));

/** The search behind the listbox: debounced, one request at a time, with the picker's hints and errors. */
function usePickerSearch(active: boolean, guildId: string, mode: PickerMode, term: string, texts: PickerTexts) {
  const [options, setOptions] = useState<Option[]>([]);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const request = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!active) return;
    if (mode === 'user' && term.trim().length === 1) {
      setOptions([]);
      setStatus({ kind: 'hint', text: texts.minLength.replace('{count}', String(PICKER.minUserSearch)) });
      return;
    }
    const timer = setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const timeout = setTimeout(() => controller.abort('timeout'), PICKER.timeoutMs);
      setStatus({ kind: 'loading' });
      try {
        const response = await fetch(pickerUrl(guildId, mode, term), { signal: controller.signal, headers: { accept: 'application/json' } });
        if (sessionEnded(response)) return;
        if (!response.ok) throw response.status;
        const found = toOptions(mode, await response.json());
        if (!found) throw 'invalid';
        const filter = term.trim().toLowerCase();
        setOptions(mode === 'role' && filter ? found.filter((option) => option.name.toLowerCase().includes(filter)) : found);
        setStatus({ kind: 'idle' });
      } catch (problem) {
        if (controller.signal.aborted && controller.signal.reason !== 'timeout') return;
        setOptions([]);
        setStatus({ kind: 'error', text: pickerError(mode, controller.signal.aborted ? 'timeout' : typeof problem === 'number' ? problem : 'invalid', texts) });
      } finally {
        clearTimeout(timeout);
      }
    }, PICKER.debounceMs);
    return () => clearTimeout(timer);
  }, [active, mode, term, guildId, texts]);
  return { options, setOptions, status };
}

/** True once hydrated; meanwhile the surrounding form's button says it is busy while the form is sent. */
function useEnhancedForm(root: RefObject<HTMLDivElement | null>): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => {
    setEnhanced(true);
    // While the surrounding form is being sent, its button says so ('Wird hinzugefügt...').
    const form = root.current?.closest('form');
    const onSubmit = () => {
      const button = form?.querySelector<HTMLButtonElement>('button[data-busy-label]');
      if (!button) return;
      button.textContent = button.dataset.busyLabel ?? button.textContent;
      button.disabled = true;
    };
    form?.addEventListener('submit', onSubmit);
    return () => form?.removeEventListener('submit', onSubmit);
  }, [root]);
  return enhanced;
}

export default function EntityPicker({ guildId, roles, initialMode, targetId, targetName, texts }: EntityPickerProps) {
  const [mode, setMode] = useState<PickerMode>(initialMode);
  const [term, setTerm] = useState(targetName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState({ id: targetId, name: targetName });
  const listId = useId();

  const root = useRef<HTMLDivElement>(null);
  const enhanced = useEnhancedForm(root);

  const { options, setOptions, status } = usePickerSearch(enhanced && open, guildId, mode, term, texts);

  function choose(option: Option) {
    setChosen({ id: option.id, name: option.name });
    setTerm(option.name);
    setOpen(false);
    setActive(-1);
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(options.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(0, index - 1));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const empty = mode === 'user' ? texts.emptyUsers : texts.emptyRoles;
  return (
    <div className="picker-field" ref={root}>
      <fieldset className="field">
        <legend className="field__label">{texts.type}</legend>
        {(['user', 'role'] as const).map((value) => (
          <label key={value} className="choice">
            <input
              type="radio"
              name="type"
              value={value}
              checked={mode === value}
              onChange={() => {
                setMode(value);
                setTerm('');
                setChosen({ id: '', name: '' });
                setOptions([]);
              }}
            />
            <span>{value === 'user' ? texts.user : texts.role}</span>
          </label>
        ))}
      </fieldset>
      {enhanced ? (
        <div className="combobox">
          <input
            type="text"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-label={mode === 'user' ? texts.searchUsers : texts.searchRoles}
            placeholder={mode === 'user' ? texts.placeholderUsers : texts.placeholderRoles}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onKeyDown={onKey}
          />
          {term ? (
            <button
              type="button"
              className="icon-button combobox__clear"
              aria-label={texts.clear}
              onClick={() => {
                setTerm('');
                setChosen({ id: '', name: '' });
                setOptions([]);
              }}
            >
              ×
            </button>
          ) : null}
          {open ? (
            <div className="combobox__popup">
              {status.kind === 'loading' ? <p className="combobox__status">{texts.loading}</p> : null}
              {status.kind === 'hint' ? <p className="combobox__status">{status.text}</p> : null}
              {status.kind === 'error' ? (
                <p className="combobox__status field__error" role="alert">
                  {status.text}
                </p>
              ) : null}
              {status.kind === 'idle' && options.length === 0 ? <p className="combobox__status">{empty}</p> : null}
              {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern: a listbox of options; focus stays in the input (aria-activedescendant) */}
              <ul id={listId} role="listbox" aria-label={mode === 'user' ? texts.users : texts.roles} className="combobox__list">
                {options.map((option, index) => (
                  <PickerOption key={option.id} option={option} id={`${listId}-${index}`} selected={index === active} onChoose={() => choose(option)} texts={texts} />
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      ) : (
        <RoleSelect roles={roles} label={texts.roleSelect} />
      )}
      <div className="picker-field__manual">
        <label className="field">
          <span className="field__label">{texts.discordId}</span>
          <input name="targetId" inputMode="numeric" maxLength={20} value={chosen.id} onChange={(event) => setChosen({ ...chosen, id: event.target.value })} />
        </label>
        <label className="field">
          <span className="field__label">{texts.name}</span>
          <input name="targetName" maxLength={100} value={chosen.name} onChange={(event) => setChosen({ ...chosen, name: event.target.value })} />
        </label>
        <p className="field__hint">{texts.idHint}</p>
      </div>
    </div>
  );
}
