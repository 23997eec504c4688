import { DEFAULT_FIELD_SIZE, type FieldSize, FORM_GRID_COLUMNS } from '../forms/formGrid';
import type {
  FieldOptionsOf,
  FieldTypeDefinition,
  FieldTypeName,
  FieldValueOf,
} from './fieldTypes.types';
import type { JsonSchemaObject } from './jsonSchema.types';

/** Input of {@link defineFieldType}; omitted parts take the spec's defaults. @public */
export interface FieldTypeInput<TName extends FieldTypeName> {
  readonly type: TName;
  readonly defaultSize?: Partial<FieldSize>;
  readonly defaultOptions: FieldOptionsOf<TName>;
  readonly optionsSchema: JsonSchemaObject;
  readonly valueSchema: JsonSchemaObject;
  readonly emptyValue: FieldValueOf<TName>;
  readonly isEmpty?: (value: FieldValueOf<TName>) => boolean;
  readonly validate?: FieldTypeDefinition<FieldOptionsOf<TName>, FieldValueOf<TName>>['validate'];
}

/** Null, undefined, an empty string and an empty array are empty values. @public */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Defines a field type. The type name must be registered in {@link FieldTypes}, so a typo is a
 * compile-time error; the default size is checked against the 12-column grid.
 * @public
 */
export function defineFieldType<TName extends FieldTypeName>(
  input: FieldTypeInput<TName>,
): FieldTypeDefinition<FieldOptionsOf<TName>, FieldValueOf<TName>> {
  const defaultSize = { ...DEFAULT_FIELD_SIZE, ...input.defaultSize };
  assertGridSize(input.type, defaultSize);
  return Object.freeze({
    type: input.type,
    defaultSize: Object.freeze(defaultSize),
    defaultOptions: input.defaultOptions,
    optionsSchema: input.optionsSchema,
    valueSchema: input.valueSchema,
    emptyValue: input.emptyValue,
    isEmpty: input.isEmpty ?? isEmptyValue,
    validate: input.validate ?? (() => []),
  });
}

function assertGridSize(type: string, size: FieldSize): void {
  const validWidth =
    Number.isInteger(size.width) && size.width >= 1 && size.width <= FORM_GRID_COLUMNS;
  const validHeight = Number.isInteger(size.height) && size.height >= 1;
  if (!validWidth || !validHeight) {
    throw new RangeError(
      `Field type "${type}": default size ${size.width}x${size.height} is outside the grid (width 1-${FORM_GRID_COLUMNS}, height ≥ 1).`,
    );
  }
}
