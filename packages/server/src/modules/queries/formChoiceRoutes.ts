import {
  createEvaluationContext,
  type FieldAccess,
  type FormField,
  type GeneralQuery,
  isContainerField,
  isRepeatingGroupField,
  isSameJsonValue,
  type QueryFilter,
  type QueryRecord,
  recordValuesByFieldId,
  resolveProviderAccess,
  type Sorting,
} from '@tessera/engine';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { findDataProvider } from '../dataProviders/findDataProvider';
import { inSaveContext } from '../processes/inSaveContext';
import { findActiveForm } from '../processes/processSave';
import { runQuerySql } from './compileQuerySql';

/** The field types whose options come from a provider's records. @internal */
export const choiceFieldTypes: ReadonlySet<string> = new Set([
  'list_select',
  'radio_group',
  'checkbox_list',
]);

/**
 * How many records of the field's query a choice search reads before searching and paging in
 * memory: enough for any select a person scrolls through. (Searching in SQL over bigger providers
 * comes with the query endpoints for contexts.)
 * @internal
 */
export const maxChoiceRecords = 1000;

interface ChoiceOptions {
  readonly query: {
    fromProviderId: string;
    filter?: QueryFilter;
    sorting?: readonly Sorting[];
  } | null;
  readonly valueAccess: FieldAccess;
  readonly presentValueAccess: FieldAccess;
  readonly colorAccess?: FieldAccess | null;
}

interface ChoiceBody {
  readonly context: { readonly type: 'form'; readonly id: string; readonly fieldId: string };
  readonly params: {
    readonly search?: string;
    readonly values?: readonly (string | number)[];
    readonly pagination: { readonly page: number; readonly perPage: number };
  };
}

/** A field anywhere in a form: top level, in a container or in a repeating group's row template. */
function findField(fields: readonly FormField[], id: string): FormField | undefined {
  for (const field of fields) {
    if (field.id === id) return field;
    const children = isContainerField(field)
      ? field.type.options.fields
      : isRepeatingGroupField(field)
        ? field.type.options.fieldsTemplate
        : [];
    const found = findField(children, id);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The value at a field access path of a record: `$id`, or its data by dbFieldName, then deeper. */
function valueAt(record: QueryRecord, access: FieldAccess): unknown {
  const [first, ...rest] = access.path;
  let value: unknown = first === '$id' ? record.id : record.data[first ?? ''];
  for (const segment of rest) {
    value =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[segment]
        : undefined;
  }
  return value;
}

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * `POST queries/forContext` for a form's choice field (spec 002 §7 "select lists"): the options of
 * a list select, radio group or checkbox list, read with the query stored in the form — never one
 * the client sends — over the records the person's roles may see, searched by the presented text
 * (case-insensitive) or looked up by value, and paged. Values and texts read only columns the
 * person may see.
 * @internal
 */
export function formChoiceRoutes(api: FastifyInstance): void {
  api.post<{ Body: ChoiceBody }>(
    '/queries/forContext',
    {
      config: { access: 'member' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['context', 'params'],
          properties: {
            context: {
              type: 'object',
              additionalProperties: false,
              required: ['type', 'id', 'fieldId'],
              properties: {
                type: { enum: ['form'] },
                id: { type: 'string', format: 'uuid' },
                fieldId: { type: 'string', minLength: 1, maxLength: 200 },
              },
            },
            params: {
              type: 'object',
              additionalProperties: false,
              required: ['pagination'],
              properties: {
                search: { type: 'string', maxLength: 200 },
                values: {
                  type: 'array',
                  maxItems: 200,
                  items: { anyOf: [{ type: 'string', maxLength: 200 }, { type: 'number' }] },
                },
                pagination: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['page', 'perPage'],
                  properties: {
                    page: { type: 'integer', minimum: 1, maximum: 10_000 },
                    perPage: { type: 'integer', minimum: 1, maximum: 100 },
                  },
                },
              },
            },
          },
        },
      },
    },
    (request) =>
      inSaveContext(request, async (context) => {
        const { context: target, params } = request.body;
        const form = await findActiveForm(context, target.id);
        if (form === undefined) throw notFound('Form not found');
        const field = findField(form.fields, target.fieldId);
        if (field === undefined || !choiceFieldTypes.has(field.type.name)) {
          throw invalidRequest([
            { path: '/context/fieldId', message: 'is not a choice field of the form' },
          ]);
        }
        const options = (field.type.options ?? {}) as Partial<ChoiceOptions>;
        const { page, perPage } = params.pagination;
        if (!options.query || !options.valueAccess || !options.presentValueAccess) {
          return { data: [], meta: { page, lastPage: page } };
        }
        const provider = await findDataProvider(
          context.trx,
          context.tenant.scope,
          context.versionId,
          options.query.fromProviderId,
        );
        if (provider === undefined || (provider.type !== 'manual' && provider.type !== 'process')) {
          throw new HttpError(
            422,
            'The field reads a provider that is not available',
            'providerNotAvailable',
          );
        }
        const access = resolveProviderAccess(provider, context.tenant, context.host);
        const accesses = [
          options.valueAccess,
          options.presentValueAccess,
          options.colorAccess ?? null,
        ];
        for (const fieldAccess of accesses) {
          const name = fieldAccess?.path[0];
          if (name === undefined || name === '$id') continue;
          const column = provider.config.fields.find((candidate) => candidate.dbFieldName === name);
          if (column === undefined || !access.canSeeField(column)) {
            throw new HttpError(403, 'The field shows columns you may not see');
          }
        }
        const query: GeneralQuery = {
          type: 'general_query',
          fromProviderId: provider.id,
          ...(options.query.filter === undefined ? {} : { filter: options.query.filter }),
          ...(options.query.sorting === undefined ? {} : { sorting: options.query.sorting }),
        };
        const result = await runQuerySql(
          context.trx,
          query,
          provider.id,
          { scope: context.tenant.scope, context: createEvaluationContext({ host: context.host }) },
          { pagination: { page: 1, perPage: maxChoiceRecords } },
        );
        const records = result.type === 'general_query' ? result.records : [];
        const search = params.search?.trim().toLocaleLowerCase('pl') ?? '';
        const items: { value: string | number; text: string; color?: string }[] = [];
        for (const record of records) {
          if (
            !access.allRecords &&
            !access.canSeeRecord(recordValuesByFieldId(provider, record.data), record.id)
          ) {
            continue;
          }
          const value = valueAt(record, options.valueAccess);
          if (typeof value !== 'string' && typeof value !== 'number') continue;
          if (items.some((item) => isSameJsonValue(item.value, value))) continue;
          if (
            params.values !== undefined &&
            !params.values.some((wanted) => isSameJsonValue(wanted, value))
          ) {
            continue;
          }
          const presented = valueAt(record, options.presentValueAccess);
          const text =
            presented === null || presented === undefined ? String(value) : String(presented);
          if (search !== '' && !text.toLocaleLowerCase('pl').includes(search)) continue;
          const color = options.colorAccess ? valueAt(record, options.colorAccess) : undefined;
          items.push({
            value,
            text,
            ...(typeof color === 'string' && HEX_COLOR.test(color) ? { color } : {}),
          });
        }
        const lastPage = Math.max(1, Math.ceil(items.length / perPage));
        return {
          data: items.slice((page - 1) * perPage, page * perPage),
          meta: { page, lastPage },
        };
      }),
  );
}
