// Message components as the bot sends them (action rows, buttons, selects, text inputs, and the layout
// components that nest them): walking the tree, finding one by custom_id, and the rules Discord
// enforces on custom_ids.
import type { JsonObject } from './model.js';

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every component in the tree, parents before children. */
export function* eachComponent(components: unknown[]): Generator<JsonObject> {
  for (const component of components) {
    if (!isObject(component)) continue;
    yield component;
    if (Array.isArray(component.components)) yield* eachComponent(component.components);
    if (isObject(component.accessory)) yield* eachComponent([component.accessory]);
    if (isObject(component.component)) yield* eachComponent([component.component]);
  }
}

/**
 * The components with Discord's numeric ids: each one without an id gets the next free number in tree
 * order, as Discord assigns them. Works on a copy.
 */
export function numberComponents(components: JsonObject[]): JsonObject[] {
  const copy = structuredClone(components);
  const all = [...eachComponent(copy)];
  const taken = new Set(all.map((component) => component.id).filter((id) => typeof id === 'number'));
  let next = 1;
  for (const component of all) {
    if (typeof component.id === 'number') continue;
    while (taken.has(next)) next += 1;
    component.id = next;
    taken.add(next);
  }
  return copy;
}

export function findComponent(components: unknown[], customId: string): JsonObject | null {
  for (const component of eachComponent(components)) if (component.custom_id === customId) return component;
  return null;
}

/** Why Discord would refuse these components' custom_ids (too long, repeated), or null. */
export function customIdProblem(components: unknown[]): string | null {
  const seen = new Set<unknown>();
  for (const component of eachComponent(components)) {
    const id = component.custom_id;
    if (id === undefined) continue;
    if (typeof id !== 'string' || id.length < 1 || id.length > 100) return 'custom_id must be 1 to 100 characters';
    if (seen.has(id)) return `custom_id "${id}" is used twice`;
    seen.add(id);
  }
  return null;
}
