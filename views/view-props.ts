// The props every page view receives: the loader's data, the page shell, and a refused form's state.
import type { FormState } from './lib/form-state.js';
import type { PageShell } from './shell.js';

export interface ViewProps<D> {
  data: D;
  shell: PageShell;
  /** Present when a POST was refused: the user's values and the errors to show beside them. */
  form: FormState | null;
}
