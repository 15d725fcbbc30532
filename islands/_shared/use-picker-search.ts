// The search behind the picker's listbox: debounced, one request at a time, with the specified hints and errors.
import { useEffect, useRef, useState } from 'react';
import { callApi } from './api.js';
import type { Option } from './PickerOption.js';
import { toOptions } from './picker-options.js';
import { PICKER, pickerError, pickerUrl, type PickerMode, type PickerTexts } from './picker-rules.js';

export type PickerStatus =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'hint'; text: string }
  | { kind: 'error'; text: string };

export function usePickerSearch(active: boolean, guildId: string, mode: PickerMode, term: string, texts: PickerTexts) {
  const [options, setOptions] = useState<Option[]>([]);
  const [status, setStatus] = useState<PickerStatus>({ kind: 'idle' });
  const request = useRef<AbortController | null>(null);
  useEffect(() => {
    if (!active) return;
    const typed = term.trim().length;
    if (mode === 'user' && typed > 0 && typed < PICKER.minUserSearch) {
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
      const result = await callApi(pickerUrl(guildId, mode, term), { signal: controller.signal });
      clearTimeout(timeout);
      const timedOut = controller.signal.aborted && controller.signal.reason === 'timeout';
      // Aborted for a newer search, whose answer is the one to show.
      if (result.kind === 'signed-out' || (controller.signal.aborted && !timedOut)) return;
      const found = result.kind === 'ok' ? toOptions(mode, result.data) : null;
      if (!found) {
        setOptions([]);
        setStatus({
          kind: 'error',
          text: pickerError(mode, timedOut ? 'timeout' : result.kind === 'refused' ? result.status : 'invalid', texts),
        });
        return;
      }
      const filter = term.trim().toLowerCase();
      setOptions(
        mode === 'role' && filter ? found.filter((option) => option.name.toLowerCase().includes(filter)) : found,
      );
      setStatus({ kind: 'idle' });
    }, PICKER.debounceMs);
    return () => clearTimeout(timer);
  }, [active, mode, term, guildId, texts]);
  return { options, setOptions, status };
}
