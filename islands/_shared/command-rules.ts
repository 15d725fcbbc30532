// Command permission editing rules: a command is default, allowed or denied for a role; choosing
// one side removes it from the other, choosing the active side again resets it to default.
export type CommandState = 'default' | 'allowed' | 'denied';

export interface CommandLists {
  allowed: string[];
  denied: string[];
}

/** One role of the matrix: its allowed and denied commands, and whether the bot API has an entry for it. */
export type MatrixRow = { roleId: string; roleName: string; allowed: string[]; denied: string[]; saved: boolean };

export function stateOf(lists: CommandLists, command: string): CommandState {
  if (lists.denied.includes(command)) return 'denied';
  return lists.allowed.includes(command) ? 'allowed' : 'default';
}

export function choose(lists: CommandLists, command: string, choice: 'allowed' | 'denied'): CommandLists {
  const current = stateOf(lists, command);
  const without = {
    allowed: lists.allowed.filter((name) => name !== command),
    denied: lists.denied.filter((name) => name !== command),
  };
  if (current === choice) return without;
  return choice === 'allowed'
    ? { ...without, allowed: [...without.allowed, command] }
    : { ...without, denied: [...without.denied, command] };
}

/** Each state's mark in the matrix (✓ allowed, ✗ denied, ● default); its words are the catalogue's. */
export const STATE_SYMBOL: Record<CommandState, string> = { allowed: '✓', denied: '✗', default: '●' };
