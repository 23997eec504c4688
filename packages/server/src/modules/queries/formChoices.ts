import {
  createEvaluationContext,
  type FieldAccess,
  type FormField,
  type GeneralQuery,
  isContainerField,
  isRepeatingGroupField,
  type Pagination,
  type QueryFilter,
  resolveProviderAccess,
  type Sorting,
} from '@tessera/engine';
import { HttpError, notFound } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { findDataProvider } from '../dataProviders/findDataProvider';
import type { ProcessSaveContext } from '../processes/processSave';
import { findActiveForm } from '../processes/processSave';
import { paginationRequestError } from './paginationRequestError';
import { readSources } from './readSources';
import { runChoiceSql } from './runChoiceSql';

/** The field types whose options come from a provider's records. @internal */
export const choiceFieldTypes: ReadonlySet<string> = new Set([
  'list_select',
  'radio_group',
  'checkbox_list',
]);

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

/** A form's choice field, the context of a `queries/forContext` request. @internal */
export interface FormChoiceTarget {
  readonly type: 'form';
  readonly id: string;
  readonly fieldId: string;
}

/**
 * The params of a choice request (spec 002 §7 "select lists"): the page by number, or by
 * `after`, the `meta.next` of the page before.
 * @internal
 */
export interface FormChoiceParams {
  readonly search?: string;
  readonly values?: readonly (string | number)[];
  readonly pagination: Pagination;
}

/** One page of a choice field's options; `next` when more follow. @internal */
export interface FormChoicePage {
  readonly data: readonly { value: string | number; text: string; color?: string }[];
  readonly meta: { readonly page: number; readonly lastPage: number; readonly next?: string };
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

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/**
 * The options of a form's list select, radio group or checkbox list (spec 002 §7 "select
 * lists"): read with the query stored in the form — never one the client sends — over the
 * records the person's roles may see (their record access applied inside the statement), searched
 * by the presented text (case-insensitive) or looked up by value, and paged, all in SQL
 * ({@link runChoiceSql}), so a provider of any size answers right. Values and texts read only
 * columns the person may see. `values` are the request's data inputs, which the query's filter
 * reads as external values.
 * @internal
 */
export async function resolveFormChoices(
  context: ProcessSaveContext,
  target: FormChoiceTarget,
  params: FormChoiceParams,
  values: Readonly<Record<string, unknown>>,
): Promise<FormChoicePage> {
  const form = await findActiveForm(context, target.id);
  if (form === undefined) throw notFound('Form not found');
  const field = findField(form.fields, target.fieldId);
  if (field === undefined || !choiceFieldTypes.has(field.type.name)) {
    throw invalidRequest([
      { path: '/context/fieldId', message: 'is not a choice field of the form' },
    ]);
  }
  const options = (field.type.options ?? {}) as Partial<ChoiceOptions>;
  const { pagination } = params;
  if (!options.query || !options.valueAccess || !options.presentValueAccess) {
    // No query, no options: no cursor of one either, so a cursor's page is the first.
    const page = pagination.page ?? 1;
    return { data: [], meta: { page, lastPage: page } };
  }
  const provider = await findDataProvider(
    context.trx,
    context.tenant.scope,
    context.versionId,
    options.query.fromProviderId,
  );
  if (provider === undefined) {
    throw new HttpError(
      422,
      'The field reads a provider that is not available',
      'providerNotAvailable',
    );
  }
  const access = resolveProviderAccess(provider, context.tenant, context.host);
  for (const fieldAccess of [
    options.valueAccess,
    options.presentValueAccess,
    options.colorAccess,
  ]) {
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
  const choices = await runChoiceSql(
    context.trx,
    query,
    {
      valueAccess: options.valueAccess,
      presentValueAccess: options.presentValueAccess,
      colorAccess: options.colorAccess ?? null,
    },
    {
      scope: context.tenant.scope,
      context: createEvaluationContext({ host: context.host, values }),
      ...(await readSources(context.trx, context.tenant, context.versionId, context.host, [
        provider,
      ])),
    },
    {
      search: params.search?.trim() ?? '',
      ...(params.values === undefined ? {} : { values: params.values }),
      pagination,
    },
  ).catch((error: unknown) => {
    throw paginationRequestError(error, '/params/pagination') ?? error;
  });
  return {
    data: choices.items.map(({ value, text, color }) => ({
      value,
      text,
      ...(typeof color === 'string' && HEX_COLOR.test(color) ? { color } : {}),
    })),
    meta: {
      page: choices.page,
      lastPage: Math.max(1, Math.ceil(choices.total / pagination.perPage)),
      ...(choices.next === undefined ? {} : { next: choices.next }),
    },
  };
}
