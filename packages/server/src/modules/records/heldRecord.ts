import type { RecordRow } from './recordRepository';

/**
 * A record a save holds for its whole transaction: read (and locked) once, then kept as each write
 * leaves it. The save's record write, its actions' conditions and methods, the process's advance
 * and the answer read it from here instead of asking the database again; every write or delete of
 * the record inside the save goes through `saveRecord` or `release` to keep it true.
 * `row` is undefined for a record not created yet or deleted by an action.
 * @internal
 */
export interface HeldRecord {
  readonly providerId: string;
  readonly id: string;
  row: RecordRow | undefined;
}

/** Holds `row` (already locked by the caller), or nothing yet for a record about to be created. */
export function holdRecord(providerId: string, id: string, row: RecordRow | undefined): HeldRecord {
  return { providerId, id, row };
}

/** Whether `held` is the record `providerId`/`id`. */
export const isHeld = (held: HeldRecord | undefined, providerId: string, id: string | undefined) =>
  held !== undefined && held.providerId === providerId && held.id === id;
