import {
  type DataProvider,
  formatDateValue,
  type PresentationOptions,
  type ProviderAccess,
  presentRecordValue,
} from '@tessera/engine';
import type { ViewCell } from './viewRows.types';

/** A record as a view reads it: its id, creation instant and data by dbFieldName. @internal */
export interface CellSource {
  readonly id: string;
  /** Undefined for a virtual provider's numbered records, which have none. */
  readonly createdAt: Date | undefined;
  readonly data: Readonly<Record<string, unknown>>;
}

/** How a view presents cells: the reader's zone, related records' texts and column access. @internal */
export interface CellPresentation {
  readonly provider: DataProvider;
  readonly access: ProviderAccess;
  readonly options: PresentationOptions;
}

/** A date-time as people read it in the view (spec 000 §9 FULL_NO_SECS, `yyyy-MM-dd HH:mm`). @internal */
export function presentInstant(instant: Date, timeZone: string): string {
  return formatDateValue(instant, 'FULL_NO_SECS', timeZone);
}

type ProviderFields = DataProvider['config']['fields'];

/**
 * Each provider's fields by `dbFieldName` (the first with a name, as `find` would give), made
 * once per provider definition: a page asks for every column's field several times.
 */
const fieldsByName = new WeakMap<ProviderFields, ReadonlyMap<string, ProviderFields[number]>>();

/** The provider field a path starts at (`dbFieldName`), if one has that name. */
function fieldAt(path: readonly string[], presentation: CellPresentation) {
  const { fields } = presentation.provider.config;
  let byName = fieldsByName.get(fields);
  if (byName === undefined) {
    const named = new Map<string, ProviderFields[number]>();
    for (const field of fields)
      if (!named.has(field.dbFieldName)) named.set(field.dbFieldName, field);
    byName = named;
    fieldsByName.set(fields, byName);
  }
  const [first] = path;
  return first === undefined ? undefined : byName.get(first);
}

/**
 * Whether the reader may see the column a path starts at: `$id` and `$createdAt` always, a
 * data property when the provider field with that dbFieldName is visible to them. A name no
 * field has reads nothing, so it hides nothing either.
 * @internal
 */
export function canSeePath(path: readonly string[], presentation: CellPresentation): boolean {
  const [first] = path;
  if (first === '$id' || first === '$createdAt') return true;
  const field = fieldAt(path, presentation);
  return field === undefined || presentation.access.canSeeField(field);
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return null;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function plain(value: unknown): ViewCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  return JSON.stringify(value);
}

/**
 * What a column shows for each record (see {@link ViewCell}), worked out once per page — who may
 * see it, the field it reads — not once per cell: null for a column the reader may not see;
 * `$id` as is, `$createdAt` in the reader's zone; a provider field's value as its type presents
 * it (relations by the related record's field, date-times in the reader's zone), numbers and
 * yes/no values kept for the runtime to write; deeper paths as plain values.
 * @internal
 */
export function cellPresenter(
  path: readonly string[],
  presentation: CellPresentation,
): (source: CellSource) => ViewCell {
  if (!canSeePath(path, presentation)) return () => null;
  const [first = '', ...rest] = path;
  if (first === '$id') return (source) => source.id;
  if (first === '$createdAt') {
    const { timeZone } = presentation.options;
    return (source) =>
      source.createdAt === undefined ? null : presentInstant(source.createdAt, timeZone);
  }
  if (rest.length > 0) return (source) => plain(valueAt(source.data[first], rest));
  const field = fieldAt(path, presentation);
  if (field === undefined) return (source) => plain(source.data[first]);
  const keepsScalars = field.transform === undefined;
  return (source) => {
    const value = source.data[first];
    if (value === null || value === undefined) return null;
    if (keepsScalars && (typeof value === 'number' || typeof value === 'boolean')) return value;
    const text = presentRecordValue(field, value, presentation.options);
    return text.trim() === '' ? null : text;
  };
}
