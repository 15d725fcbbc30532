// A panel's categories in the order its form gives them, without a script: every category's row sends
// its id and its place on the panel (a number, or nothing), in the page's order. The chosen categories go
// by their places, those without one after them; equal places keep the page's order.

/** The form's two fields, sent once for each category row. */
export const PANEL_PLACE_FIELDS = { id: 'placeOf', place: 'place' } as const;

/** `chosen` (in the page's order) ordered by the places the rows gave: `places[i]` is `ids[i]`'s. */
export function inPlaceOrder(chosen: readonly number[], ids: readonly number[], places: readonly (number | null)[]) {
  const placeOf = new Map(ids.map((id, index) => [id, places[index] ?? null]));
  const rank = (id: number) => placeOf.get(id) ?? Number.POSITIVE_INFINITY;
  return chosen
    .map((id, index) => ({ id, index }))
    .sort((a, b) => (rank(a.id) === rank(b.id) ? a.index - b.index : rank(a.id) - rank(b.id)))
    .map((entry) => entry.id);
}
