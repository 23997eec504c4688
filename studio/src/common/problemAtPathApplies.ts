/** The part of a draft a problem location (`personalDetails/name`) points at. */
function valueAtLocation(draft: unknown, location: string): unknown {
  let value = draft;
  for (const part of location.split('/')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * Whether a problem the server found in `snapshot` (the draft it was sent) still describes
 * `draft`, for forms whose problem locations are paths into the draft (`email`,
 * `personalDetails/name`): the value there is unchanged. A `general` problem stays until the
 * next save.
 */
export function problemAtPathApplies(location: string, draft: unknown, snapshot: unknown): boolean {
  return (
    location === 'general' ||
    JSON.stringify(valueAtLocation(draft, location)) ===
      JSON.stringify(valueAtLocation(snapshot, location))
  );
}
