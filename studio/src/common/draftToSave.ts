/**
 * What a save sends: the draft, with the stored item's id and the revision last read when it is
 * stored already (the server answers 409 when the revision is stale).
 */
export function draftToSave<Draft extends object>(
  draft: Draft,
  saved: { readonly id: string; readonly revision: number } | null,
): Draft | (Draft & { id: string; revision: number }) {
  return saved === null ? draft : { ...draft, id: saved.id, revision: saved.revision };
}
