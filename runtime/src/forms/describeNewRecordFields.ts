import type { ProviderDescription, ProviderFieldDescription } from '@tessera/client';
import type { FieldAccess, FieldTypeDefinition, Registry } from '@tessera/engine';

/** The form field type a provider value is asked with in the new-record dialog. */
export type NewRecordInputType =
  | 'text'
  | 'number'
  | 'date'
  | 'date_time'
  | 'checkbox'
  | 'time_interval';

// Provider value types (spec 001 §3.3) a person can type in; files, schemas and references cannot.
const inputTypeOfValueType: Readonly<Record<string, NewRecordInputType>> = {
  text: 'text',
  number: 'number',
  date: 'date',
  date_time: 'date_time',
  boolean: 'checkbox',
  time_interval: 'time_interval',
};

/** One input of the new-record dialog: which provider field it writes and how it is asked. */
export interface NewRecordField {
  readonly providerFieldId: string;
  readonly dbFieldName: string;
  readonly label: string;
  readonly inputType: NewRecordInputType;
  /** The input's field type: its empty value, emptiness and checks. */
  readonly definition: FieldTypeDefinition;
  /** The field type's default options, with a time interval's own duration. */
  readonly options: unknown;
  /**
   * The field holds the new option's value or its shown text: left empty, the record could not
   * be chosen or would show without a name, so it must be filled.
   */
  readonly required: boolean;
  /** What the input starts with: the search the person had typed in the shown text's field, else empty. */
  readonly initialValue: unknown;
}

/** The dialog's inputs, and the names of the requested fields it cannot offer. */
export interface NewRecordFields {
  readonly fields: readonly NewRecordField[];
  readonly skipped: readonly string[];
}

function inputTypeOf(field: ProviderFieldDescription): NewRecordInputType | null {
  // Only value fields are written; computed, aggregating and query fields are the engine's.
  if (field.type !== 'value_field') return null;
  // A relation holds another record's id: nothing a person types.
  if (field.transform?.type === 'relation_value') return null;
  return inputTypeOfValueType[field.fieldValue.type] ?? null;
}

/** The dbFieldName an access reads first, unless it reads the record's own id or creation time. */
const accessedColumn = ({ path }: FieldAccess) =>
  path[0] === undefined || path[0].startsWith('$') ? null : path[0];

/**
 * The inputs of the list select's new-record form (spec 002 §3 `newRecordFormFields`): the
 * requested provider fields, in the requested order, each once, asked with the form field type of
 * its value type (its definition from the app's registry); the text searched for in the list
 * starts the field the option is shown by. Requested ids the provider does not
 * have (or does not show this person), and fields nobody types in (computed fields, relations,
 * files, schemas) are skipped by name.
 */
export function describeNewRecordFields(
  provider: ProviderDescription,
  requested: readonly string[],
  request: {
    readonly valueAccess: FieldAccess;
    readonly presentValueAccess: FieldAccess;
    /** The text searched for in the list, which the shown text's text field starts with. */
    readonly search?: string;
  },
  registry: Registry,
): NewRecordFields {
  const byId = new Map(provider.fields.map((field) => [field.id, field]));
  const requiredColumns = new Set(
    [accessedColumn(request.valueAccess), accessedColumn(request.presentValueAccess)].filter(
      (column) => column !== null,
    ),
  );
  // The search fills the field the option is shown by, when it is that field's whole value.
  const searchColumn =
    request.presentValueAccess.path.length === 1
      ? accessedColumn(request.presentValueAccess)
      : null;
  const search = request.search?.trim() ?? '';
  const fields: NewRecordField[] = [];
  const skipped: string[] = [];
  for (const id of new Set(requested)) {
    const field = byId.get(id);
    const inputType = field === undefined ? null : inputTypeOf(field);
    const resolved = inputType === null ? null : registry.resolveFieldType(inputType);
    if (field === undefined || inputType === null || !resolved?.ok) {
      skipped.push(field?.name ?? id);
      continue;
    }
    const { definition } = resolved;
    const duration = field.fieldValue.duration;
    fields.push({
      providerFieldId: field.id,
      dbFieldName: field.dbFieldName,
      label: field.name,
      inputType,
      definition,
      options:
        inputType === 'time_interval' && duration !== undefined
          ? { ...(definition.defaultOptions as object), duration }
          : definition.defaultOptions,
      required: requiredColumns.has(field.dbFieldName),
      initialValue:
        inputType === 'text' && search !== '' && field.dbFieldName === searchColumn
          ? search
          : definition.emptyValue,
    });
  }
  return { fields, skipped };
}
