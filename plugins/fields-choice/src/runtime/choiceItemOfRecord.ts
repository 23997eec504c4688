import type { FieldAccess, QueryRecord } from '@tessera/engine';
import type { ChoiceItem } from './choiceSource.types';

/** Where a record is read as an option: its value, its shown text and, optionally, its colour. @public */
export interface ChoiceItemAccesses {
  readonly valueAccess: FieldAccess;
  readonly presentValueAccess: FieldAccess;
  readonly colorAccess?: FieldAccess | null;
}

/** The value at an access path: `$id` / `$createdAt`, else the data by `dbFieldName`, then deeper. */
function readAccess(record: QueryRecord, { path }: FieldAccess): unknown {
  const [first, ...rest] = path;
  let value: unknown =
    first === '$id'
      ? record.id
      : first === '$createdAt'
        ? record.createdAt
        : record.data[first ?? ''];
  for (const part of rest) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  return value;
}

/**
 * A record as the option of a choice field, read the way the server reads its options: the value
 * at `valueAccess` (a string or a number; anything else makes no option), the text at
 * `presentValueAccess` (the value itself when the record has none) and a colour at
 * `colorAccess` when the field paints them.
 * @returns the option, or `null` when the record has no value to choose it by
 * @example
 * choiceItemOfRecord(savedRecord, { valueAccess: { path: ['$id'] }, presentValueAccess: { path: ['name'] } });
 * @public
 */
export function choiceItemOfRecord(
  record: QueryRecord,
  { valueAccess, presentValueAccess, colorAccess }: ChoiceItemAccesses,
): ChoiceItem | null {
  const value = readAccess(record, valueAccess);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = readAccess(record, presentValueAccess);
  const color = colorAccess ? readAccess(record, colorAccess) : undefined;
  return {
    value,
    text: text === null || text === undefined ? String(value) : String(text),
    ...(typeof color === 'string' ? { color } : {}),
  };
}
