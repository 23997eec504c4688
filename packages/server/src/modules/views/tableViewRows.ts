import {
  createEvaluationContext,
  type DataProvider,
  type GeneralQuery,
  type ProviderAccess,
  resolveProviderAccess,
  type Sorting,
  type TableViewDefinition,
} from '@tessera/engine';
import { HttpError } from '../../http/httpError';
import { invalidRequest } from '../../http/requestValidation';
import { dataProviderKind } from '../dataProviders/dataProviderKind';
import { findDataProvider } from '../dataProviders/findDataProvider';
import { definitionKey } from '../definitions/definitionCache';
import { runQuerySql } from '../queries/compileQuerySql';
import { paginationRequestError } from '../queries/paginationRequestError';
import { readSources } from '../queries/readSources';
import { hostPresentation } from '../records/hostPresentation';
import { loadRelationPresenter } from '../records/loadRelationPresenter';
import { type CellPresentation, canSeePath, cellPresenter } from './presentCell';
import type { RuntimeViewColumn } from './runtimeView';
import { mayClickRows } from './viewAccess';
import type {
  ViewCell,
  ViewContext,
  ViewRow,
  ViewRowsPage,
  ViewRowsRequest,
  ViewRowTarget,
} from './viewRows.types';
import { formsWaitingFor, loadProcessSettingsById } from './waitingForms';

interface TableSource {
  readonly provider: DataProvider;
  readonly access: ProviderAccess;
}

/**
 * A table view counts the records its filters pass up to this many: past it the page says
 * "more than 10,000" (`totalCapped`) rather than counting a large provider whole on every page.
 */
const VIEW_COUNT_CAP = 10_000;

/**
 * The provider the table lists — stored or virtual — with the reader's access to it; 422 when it
 * is not available.
 */
async function tableSource(context: ViewContext, view: TableViewDefinition): Promise<TableSource> {
  const { trx, tenant, versionId, host } = context;
  const providerId = view.query.fromProviderId;
  const provider = await context.definitions.read(
    tenant,
    definitionKey(dataProviderKind, versionId, providerId),
    () => findDataProvider(trx, tenant.scope, versionId, providerId),
  );
  if (provider === undefined) {
    throw new HttpError(
      422,
      'The view lists a data provider that is not available',
      'providerNotAvailable',
    );
  }
  return { provider, access: resolveProviderAccess(provider, tenant, host) };
}

/**
 * The columns of a table view the reader may see — a column of a provider field their roles
 * may not see is left out (spec 002 §6 "data source access can limit columns") — each sortable.
 * @internal
 */
export async function tableViewColumns(
  context: ViewContext,
  view: TableViewDefinition,
): Promise<RuntimeViewColumn[]> {
  const source = await tableSource(context, view);
  const presentation = { ...source, options: hostPresentation(context.host) };
  return view.columns
    .filter((column) => canSeePath(column.fieldAccess.path, presentation))
    .map((column) => ({ id: column.id, label: column.label, sortable: true }));
}

/** The request's sort as query sort keys: 422 for a column that is not the view's or is hidden. */
function sortingOf(
  view: TableViewDefinition,
  request: ViewRowsRequest,
  presentation: CellPresentation,
): Sorting[] {
  return (request.sort ?? []).map((key, index) => {
    const column = view.columns.find((candidate) => candidate.id === key.columnId);
    if (column === undefined || !canSeePath(column.fieldAccess.path, presentation)) {
      throw invalidRequest([
        { path: `/sort/${index}/columnId`, message: 'is not a column of the view you may see' },
      ]);
    }
    return { fieldAccess: column.fieldAccess, direction: key.direction };
  });
}

/**
 * Where each listed record's row leads (spec 002 §6, tableViewRowClickAction): the records of a
 * process provider belong to processes; `open_form` opens its form when the process's current
 * step offers it to the reader, `open_process` the first form the step offers them.
 */
async function rowTargets(
  context: ViewContext,
  view: TableViewDefinition,
  provider: DataProvider,
  recordIds: readonly string[],
): Promise<Map<string, ViewRowTarget>> {
  const targets = new Map<string, ViewRowTarget>();
  const click = view.rowClick;
  if (
    click === undefined ||
    provider.type !== 'process' ||
    recordIds.length === 0 ||
    !mayClickRows(view, context.tenant, context.anonymous)
  ) {
    return targets;
  }
  const processes = await context.trx
    .selectFrom('processes')
    .select(['id', 'record_id', 'process_settings_id', 'current_step_id'])
    .where('client_id', '=', context.tenant.scope.clientId)
    .where('provider_id', '=', provider.id)
    .where('record_id', 'in', [...recordIds])
    .where('status', '=', 'active')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const settings = await loadProcessSettingsById(
    context,
    processes.map((row) => row.process_settings_id),
  );
  for (const row of processes) {
    const process = settings.get(row.process_settings_id);
    if (process === undefined || targets.has(row.record_id)) continue;
    const offered = formsWaitingFor(process, row.current_step_id, context.tenant);
    const form =
      click.type === 'open_form'
        ? offered.find((candidate) => candidate.formId === click.formId)
        : offered[0];
    if (form !== undefined) targets.set(row.record_id, { formId: form.formId, processId: row.id });
  }
  return targets;
}

/**
 * One page of a table view (spec 002 §3): the records of the view's query that the reader may
 * see — the query runs in SQL with their record access, so rows they may not see are neither
 * listed nor counted — sorted by the clicked column (else the view's sorting), with a cell per
 * column (null for columns they may not see) and, where a row click applies, the form it opens.
 * The page is a number, or the rows after a previous page's `meta.next` (keyset pagination).
 * @internal
 */
export async function tableViewRows(
  context: ViewContext,
  view: TableViewDefinition,
  request: ViewRowsRequest,
): Promise<ViewRowsPage> {
  const { trx, tenant, host } = context;
  const source = await tableSource(context, view);
  const sort = sortingOf(view, request, { ...source, options: hostPresentation(host) });
  const query: GeneralQuery = {
    type: 'general_query',
    fromProviderId: source.provider.id,
    ...(view.query.filter === undefined ? {} : { filter: view.query.filter }),
    ...(view.query.sorting === undefined ? {} : { sorting: view.query.sorting }),
  };
  const result = await runQuerySql(
    trx,
    query,
    source.provider.id,
    {
      scope: tenant.scope,
      context: createEvaluationContext({ host }),
      ...(await readSources(trx, tenant, context.versionId, host, [source.provider])),
    },
    {
      pagination:
        request.after === undefined
          ? { page: request.page, perPage: request.perPage }
          : { after: request.after, perPage: request.perPage },
      totals: true,
      countCap: VIEW_COUNT_CAP,
      ...(sort.length > 0 ? { sort } : {}),
    },
  ).catch((error: unknown) => {
    throw paginationRequestError(error, '') ?? error;
  });
  if (result.type !== 'general_query') throw new Error('a general query answered a single record');
  const records = result.records;
  const presentation: CellPresentation = {
    ...source,
    options: {
      ...hostPresentation(host),
      presentRelation: await loadRelationPresenter(
        trx,
        tenant.scope,
        source.provider,
        records.map((record) => record.data),
      ),
    },
  };
  const targets = await rowTargets(
    context,
    view,
    source.provider,
    records.map((record) => record.id),
  );
  const columns = view.columns.map(
    (column) => [column.id, cellPresenter(column.fieldAccess.path, presentation)] as const,
  );
  const data = records.map((record): ViewRow => {
    const cellSource = {
      id: record.id,
      createdAt: record.createdAt === undefined ? undefined : new Date(record.createdAt),
      data: record.data,
    };
    const cells: Record<string, ViewCell> = {};
    for (const [id, present] of columns) cells[id] = present(cellSource);
    const open = targets.get(record.id);
    return open === undefined ? { id: record.id, cells } : { id: record.id, cells, open };
  });
  const { page, perPage, lastPage, total = 0, totalCapped, next } = result.meta;
  return {
    data,
    meta: {
      page,
      perPage,
      lastPage,
      total,
      ...(totalCapped === true ? { totalCapped } : {}),
      ...(next === undefined ? {} : { next }),
    },
  };
}
