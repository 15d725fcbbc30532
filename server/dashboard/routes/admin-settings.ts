// The admin panel's settings tab (admin.ts): the forms that add, edit and delete a global setting. Adding
// and editing check the key and the value against its type here, so their messages are the reader's
// (the bot API checks them again); editing and deleting go back to the tab with a notice.
import { z } from 'zod';
import {
  LIMITS,
  type GlobalSetting,
  SettingInput,
  SettingKey,
  SettingType,
  multilineText,
  settingValueProblem,
} from '../../contract/index.js';
import type { TypedBotApi } from '../../contract/client.js';
import type { FormValues } from '../../../views/lib/form-state.js';
import type { Texts } from '../../../views/i18n/texts.js';
import { formError } from '../lib/form.js';
import { ruleText } from '../lib/form-messages.js';
import { refusalOr, upstreamFailure } from '../lib/http-error.js';
import { invalid, redirectTo, type ActionOutcome } from './define-route.js';

/** The fields a setting's add and edit forms both send. */
const settingFields = {
  value: SettingInput.shape.value,
  type: SettingType,
  description: multilineText(LIMITS.setting.description).default(''),
};

/** The settings tab's forms, as members of the panel's form union. */
export const SETTING_FORMS = [
  z.strictObject({ intent: z.literal('setting'), key: z.string().trim(), ...settingFields }),
  z.strictObject({ intent: z.literal('editSetting'), key: SettingKey, ...settingFields }),
  z.strictObject({ intent: z.literal('deleteSetting'), key: SettingKey }),
] as const;
type SettingForm = z.infer<(typeof SETTING_FORMS)[number]>;

const TAB = '/admin?tab=einstellungen';

/** The tab's edit or delete step: the setting the query (or a refused edit) names, for those who may change settings. */
export function settingSteps(
  allowed: boolean,
  settings: GlobalSetting[],
  query: { edit?: string | undefined; delete?: string | undefined },
  submitted: FormValues | null,
): { editing: GlobalSetting | null; deleting: GlobalSetting | null } {
  const find = (key: unknown) =>
    allowed && typeof key === 'string' ? (settings.find((setting) => setting.setting_key === key) ?? null) : null;
  const editing = find(submitted?.intent === 'editSetting' ? submitted.key : query.edit);
  return { editing, deleting: editing ? null : find(query.delete) };
}

/** What is wrong with a key and value as typed, in the reader's words; null when the bot API may have them. */
function settingProblem(input: { key: string; value: string; type: z.infer<typeof SettingType> }, texts: Texts) {
  if (!input.key || !input.value) return texts.admin.keyAndValue;
  if (!SettingKey.safeParse(input.key).success) return texts.admin.badKey;
  const problem = settingValueProblem(input.value, input.type);
  return problem ? ruleText(texts, problem) : null;
}

/** Runs one of the tab's forms: back to the tab with a notice, or the form again with what to fix. */
export async function runSettingForm(
  api: TypedBotApi,
  input: SettingForm,
  values: FormValues,
  catalogue: Texts,
): Promise<ActionOutcome> {
  const texts = catalogue.admin;
  if (input.intent === 'deleteSetting') {
    try {
      await api.admin.deleteSetting({ key: input.key });
    } catch (caught) {
      const text = refusalOr(upstreamFailure(caught), catalogue, texts.deleteFailed, { not_found: texts.settingGone });
      return redirectTo(TAB, { kind: 'error', text });
    }
    return redirectTo(TAB, { kind: 'success', text: texts.settingDeleted });
  }
  const problem = settingProblem(input, catalogue);
  if (problem) return invalid(formError(values, problem));
  const body = { value: input.value, type: input.type, description: input.description || null };
  const adding = input.intent === 'setting';
  try {
    if (adding) await api.admin.putSetting({ key: input.key, body });
    else await api.admin.editSetting({ key: input.key, body });
  } catch (caught) {
    const error = upstreamFailure(caught);
    // Deleted meanwhile: there is no form left to correct, so the tab says so.
    if (!adding && error.status === 404) return redirectTo(TAB, { kind: 'error', text: texts.settingGone });
    const fallback = adding ? texts.settingFailed : texts.editFailed;
    return invalid(formError(values, refusalOr(error, catalogue, fallback)), error.pageStatus);
  }
  return redirectTo(TAB, { kind: 'success', text: adding ? texts.settingSaved : texts.settingUpdated });
}
