// Replaces views/island.tsx in the client-rendered reference: in a single-page app every
// component is live React, so an "island" is just the component itself.
import type { ComponentType } from 'react';

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

export function island<P extends JsonObject>(_name: string, Component: ComponentType<P>): ComponentType<P> {
  return Component;
}
