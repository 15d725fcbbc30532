// The user/role picker's state and handlers: the mode, the typed term, the open listbox and its active
// option, and the ID and name the surrounding form sends. A user or role with an entry already is not
// chosen to add a second one: choosing it opens that entry to edit.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Option } from './PickerOption.js';
import { listedEntry, type ListedEntry, type PickerMode, type PickerTexts } from './picker-rules.js';
import { useEnhancedForm } from './use-enhanced-form.js';
import { usePickerSearch } from './use-picker-search.js';

export type Chosen = { id: string; name: string };

interface EntityPickerStart {
  guildId: string;
  initialMode: PickerMode;
  targetId: string;
  targetName: string;
  listed: readonly ListedEntry[];
  texts: PickerTexts;
}

export function useEntityPicker({ guildId, initialMode, targetId, targetName, listed, texts }: EntityPickerStart) {
  const [mode, setMode] = useState<PickerMode>(initialMode);
  const [term, setTerm] = useState(targetName);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<Chosen>({ id: targetId, name: targetName });
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const enhanced = useEnhancedForm(root);
  const { options, setOptions, status } = usePickerSearch(enhanced && open, guildId, mode, term, texts);

  /** Nothing typed and nothing chosen (the clear button, or another mode). */
  function clear() {
    setTerm('');
    setChosen({ id: '', name: '' });
    setOptions([]);
  }

  function changeMode(next: PickerMode) {
    setMode(next);
    clear();
  }

  function type(value: string) {
    setTerm(value);
    setOpen(true);
    setActive(-1);
  }

  function choose(option: Option) {
    const entry = listedEntry(listed, option.type, option.id);
    if (entry) {
      if (entry.editHref) window.location.assign(entry.editHref);
      return;
    }
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

  return {
    root,
    enhanced,
    listId,
    mode,
    changeMode,
    term,
    type,
    clear,
    open,
    setOpen,
    active,
    options,
    status,
    choose,
    onKey,
    chosen,
    setChosen,
    listed,
  };
}

export type EntityPickerState = ReturnType<typeof useEntityPicker>;
