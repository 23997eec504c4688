import {
  type DataProvider,
  DefinitionError,
  type FieldAccess,
  type FormField,
  type GeneralQuery,
  type ProviderAccess,
  type QueryFilter,
  type QueryRecord,
  type SearchField,
} from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import { describeProvider, type SchemaDescription } from '../dataProviders/schemaDescription';
import { valueFieldsOf } from '../forms/recomputeForm';
import { readableProvider } from '../methods/readableProvider';
import { visibleColumnValues } from '../methods/visibleColumnValues';
import { runQuerySql, SqlQueryUnsupportedError } from '../queries/compileQuerySql';
import { choiceFieldTypes } from '../queries/formChoices';
import { readSources } from '../queries/readSources';
import type { ProcessSaveContext } from './processSave';
import { type OpenFormInput, replayEnteredForm } from './replayEnteredForm';

/** A record a form field links to, as far as the person may see it. @internal */
export interface LinkedRecord {
  readonly id: string;
  readonly providerId: string;
  /** Read values by dbFieldName, the columns the person may see. */
  readonly data: Record<string, unknown>;
  readonly createdAt: string | null;
}

/** One chosen value of a field keeping its relation link, and the record it chose. @internal */
export interface FieldRelation {
  readonly fieldId: string;
  /** The chosen record's id; null when the field chose nothing or nothing the person may see. */
  readonly connectionId: string | null;
  readonly record: LinkedRecord | null;
}

interface ChoiceQueryOptions {
  readonly query?: { readonly fromProviderId?: string; readonly filter?: QueryFilter } | null;
  readonly valueAccess?: FieldAccess;
}

/** Where a query reads the value at a field access path of a record. */
function searchFieldOf(access: FieldAccess): SearchField {
  const [fieldName = '', ...path] = access.path;
  return path.length === 0
    ? { type: 'own_field', fieldName }
    : { type: 'field_schema_access', fieldName, path };
}

const linkedRecord = (
  record: QueryRecord,
  provider: DataProvider,
  access: ProviderAccess,
): LinkedRecord => ({
  id: record.id,
  providerId: provider.id,
  data: visibleColumnValues(record.data, provider, access),
  createdAt: record.createdAt ?? null,
});

/** The chosen values of a field: a multiple choice's items, or the one value; empty ones left out. */
function chosenValues(value: unknown): (string | number)[] {
  const items = Array.isArray(value) ? value : [value];
  return items.filter(
    (item): item is string | number =>
      (typeof item === 'string' && item.trim() !== '') ||
      (typeof item === 'number' && Number.isFinite(item)),
  );
}

/** The visible choice fields of the form that keep a relation link, with their query options. */
function relationFields(form: Parameters<typeof valueFieldsOf>[0]) {
  const fields: { field: FormField; options: ChoiceQueryOptions }[] = [];
  for (const field of valueFieldsOf(form).values()) {
    if (field.keepsRelationLink !== true || !choiceFieldTypes.has(field.type.name)) continue;
    fields.push({ field, options: (field.type.options ?? {}) as ChoiceQueryOptions });
  }
  return fields;
}

/**
 * `POST processes/calculate-relations` (spec 002 §7 "form relations calculation"): for each
 * visible choice field of the form with `keepsRelationLink`, the record its current value chose
 * (`connectionId` and the record), one entry per chosen value (a multiple choice gives several;
 * an empty field one with nulls). The form is opened and replayed as a save does; the record is
 * the one of the field's stored query — its filter over the replayed form, never a query from
 * the client — whose value (the field's `valueAccess`) is the chosen value, among the records the
 * person may see, with the columns they may see. Relations list the linked providers' columns.
 * @throws 403 when a field's value is a column the person may not see, 422 for a field reading a
 * provider that is not available or a filter the server cannot run, and what replaying throws
 * @internal
 */
export async function calculateFormRelations(
  context: ProcessSaveContext,
  input: OpenFormInput,
): Promise<{ data: FieldRelation[]; relations: { dataProviders: SchemaDescription[] } }> {
  const replayed = await replayEnteredForm(context, input);
  const state = replayed.store.getState();
  const evaluation = replayed.contextFor();
  const data: FieldRelation[] = [];
  const described = new Map<string, SchemaDescription>();
  for (const { field, options } of relationFields(replayed.form.fields)) {
    if (state.field(field.id)?.visible !== true) continue;
    const providerId = options.query?.fromProviderId;
    const valueAccess = options.valueAccess;
    if (providerId === undefined || valueAccess === undefined) continue;
    const values = chosenValues(state.value(field.id));
    if (values.length === 0) {
      data.push({ fieldId: field.id, connectionId: null, record: null });
      continue;
    }
    const { provider, access } = await readableProvider(context, providerId, context.host);
    const column = valueAccess.path[0];
    if (column !== '$id') {
      const providerField = provider.config.fields.find((one) => one.dbFieldName === column);
      if (providerField === undefined || !access.canSeeField(providerField)) {
        throw new HttpError(403, 'The field chooses by a column you may not see');
      }
    }
    const sources = await readSources(
      context.trx,
      context.tenant,
      context.versionId,
      context.host,
      [provider],
    );
    const query: GeneralQuery = {
      type: 'general_query',
      fromProviderId: provider.id,
      ...(options.query?.filter === undefined ? {} : { filter: options.query.filter }),
    };
    for (const value of values) {
      let found: QueryRecord | undefined;
      try {
        const result = await runQuerySql(
          context.trx,
          query,
          provider.id,
          {
            scope: context.tenant.scope,
            context: evaluation,
            ...sources,
          },
          {
            filter: {
              type: 'match_field',
              searchField: searchFieldOf(valueAccess),
              matchKind: 'match',
              value: { type: 'const', value },
            },
            pagination: { page: 1, perPage: 1 },
          },
        );
        found = result.type === 'general_query' ? result.records[0] : undefined;
      } catch (error) {
        if (!(error instanceof SqlQueryUnsupportedError || error instanceof DefinitionError)) {
          throw error;
        }
        throw new HttpError(
          422,
          `The field's query cannot be run: ${error.message}`,
          'invalidQuery',
        );
      }
      data.push({
        fieldId: field.id,
        connectionId: found?.id ?? null,
        record: found === undefined ? null : linkedRecord(found, provider, access),
      });
    }
    if (!described.has(provider.id)) {
      described.set(provider.id, describeProvider(provider, context.tenant));
    }
  }
  return { data, relations: { dataProviders: [...described.values()] } };
}
