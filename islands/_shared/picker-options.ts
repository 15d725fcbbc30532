// The picker's answers as listbox options. The response types come from the endpoint table's schemas
// (type-only: no server code in the bundle), but the data is still checked: a proxy or an old bot may
// answer with something else, which is then an error.
import type { Member, RolesResponse, ServerRole } from '../../server/contract/index.js';
import { roleColor } from '../../views/lib/colors.js';
import type { Option } from './PickerOption.js';
import { PICKER, type PickerMode } from './picker-rules.js';

function roleOptions(data: unknown): Option[] | null {
  const list = (data as Partial<RolesResponse> | null)?.roles;
  if (!Array.isArray(list)) return null;
  return list
    .slice(0, PICKER.maxResults)
    .filter((role: ServerRole) => typeof role?.id === 'string' && !role.managed)
    .map((role: ServerRole) => ({
      id: role.id,
      name: String(role.name ?? ''),
      type: 'role' as const,
      color: roleColor(Number(role.color ?? 0)),
      avatar: null,
    }));
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

/** The options in an answer for the mode, or null when it is not the answer the mode expects. */
export const toOptions = (mode: PickerMode, data: unknown): Option[] | null =>
  mode === 'role' ? roleOptions(data) : userOptions(data);
