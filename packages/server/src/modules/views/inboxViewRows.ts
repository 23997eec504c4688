import {
  type DataProvider,
  findStep,
  formsOfferedForStep,
  type InboxColumn,
  type ProcessDefinition,
  type ProcessesInboxViewDefinition,
  resolveProviderAccess,
} from '@tessera/engine';
import { type RawBuilder, sql } from 'kysely';
import { invalidRequest } from '../../http/requestValidation';
import { findDataProvider } from '../dataProviders/findDataProvider';
import { effectiveRoleIds } from '../processes/processSave';
import { createdAtSql } from '../queries/compileQuerySql';
import { type CountRow, countedPageRows } from '../queries/countedPageRows';
import { providerIdSql } from '../queries/indexedLiterals';
import { orderKeySql } from '../queries/orderKeySql';
import { pageLimitSql } from '../queries/pageLimitSql';
import { hostPresentation } from '../records/hostPresentation';
import { loadRelationPresenter } from '../records/loadRelationPresenter';
import {
  type CellPresentation,
  type CellSource,
  canSeePath,
  cellPresenter,
  presentInstant,
} from './presentCell';
import type { RuntimeViewColumn } from './runtimeView';
import type {
  ViewCell,
  ViewContext,
  ViewRow,
  ViewRowsPage,
  ViewRowsRequest,
} from './viewRows.types';
import { formsWaitingFor, loadProcessSettingsById } from './waitingForms';

/**
 * One process settings of the inbox as the reader sees it: the steps at which its processes wait
 * for them (null: every step, for an admin), its provider and their access to its columns.
 */
interface Lane {
  readonly process: ProcessDefinition;
  readonly provider: DataProvider;
  readonly presentation: Omit<CellPresentation, 'options'>;
  readonly stepIds: readonly string[] | null;
}

/**
 * The inbox's process settings for the reader. A process waits for a person at a step that
 * offers them a form (spec 001 §4): its start trigger or enterForm form, its input forms or the
 * process's form inputs, by their roles. An admin sees every process of the listed settings.
 */
async function lanesOf(context: ViewContext, view: ProcessesInboxViewDefinition): Promise<Lane[]> {
  const { trx, tenant, versionId, host } = context;
  const settings = await loadProcessSettingsById(context, view.processSettingsIds);
  const lanes: Lane[] = [];
  for (const process of settings.values()) {
    const provider =
      process.dataProviderId === undefined
        ? undefined
        : await findDataProvider(trx, tenant.scope, versionId, process.dataProviderId);
    if (provider?.type !== 'process') continue;
    const roleIds = effectiveRoleIds(process, tenant);
    const stepIds = tenant.isAdmin
      ? null
      : process.steps
          .filter((step) => formsOfferedForStep(process, step, roleIds).length > 0)
          .map((step) => step.id);
    if (stepIds !== null && stepIds.length === 0) continue;
    const access = resolveProviderAccess(provider, tenant, host);
    lanes.push({ process, provider, presentation: { provider, access }, stepIds });
  }
  return lanes;
}

/** Whether the reader may see a column in every lane (a record column hidden in one is not sortable). */
function visibleInEveryLane(column: InboxColumn, lanes: readonly Lane[], timeZone: string) {
  const path = column.fieldAccess?.path;
  return (
    path === undefined ||
    lanes.every((lane) => canSeePath(path, { ...lane.presentation, options: { timeZone } }))
  );
}

/**
 * The columns of a process inbox: all of them (cells of a record column the reader may not see
 * are empty); sortable unless such a column is hidden from them in one of the processes.
 * @internal
 */
export async function inboxViewColumns(
  context: ViewContext,
  view: ProcessesInboxViewDefinition,
): Promise<RuntimeViewColumn[]> {
  const lanes = await lanesOf(context, view);
  return view.columns.map((column) => ({
    id: column.id,
    label: column.label,
    sortable: visibleInEveryLane(column, lanes, context.host.timeZone),
  }));
}

/** Names by key as a parameterised `case` (a step's name, a process's name), for sorting. */
function nameCaseSql(names: readonly [RawBuilder<boolean>, string][]): RawBuilder<unknown> {
  if (names.length === 0) return sql`null::text`;
  return sql`(case ${sql.join(
    names.map(([when, name]) => sql`when ${when} then ${name}::text`),
    sql` `,
  )} end)`;
}

/** The `ORDER BY` parts of a column, over `processes p` joined with its record `d`. */
function columnOrderSql(
  column: InboxColumn,
  lanes: readonly Lane[],
  timeZone: string,
): RawBuilder<unknown>[] {
  switch (column.builtIn) {
    case 'createdAt':
      return [sql`p.created_at`];
    case 'updatedAt':
      return [sql`p.updated_at`];
    case 'processName':
      return [
        nameCaseSql(
          lanes.map((lane) => [
            sql<boolean>`p.process_settings_id = ${lane.process.id}`,
            lane.process.name,
          ]),
        ),
      ];
    case 'stepName':
      return [
        nameCaseSql(
          lanes.flatMap((lane) =>
            lane.process.steps.map((step): [RawBuilder<boolean>, string] => [
              sql<boolean>`p.process_settings_id = ${lane.process.id} and p.current_step_id = ${step.id}`,
              step.name,
            ]),
          ),
        ),
      ];
  }
  const path = column.fieldAccess?.path ?? [];
  const [first, ...rest] = path;
  const value =
    first === '$id'
      ? sql`to_jsonb(d.id::text)`
      : first === '$createdAt'
        ? createdAtSql(sql`d.created_at`)
        : rest.length === 0
          ? sql`(d.data -> ${first}::text)`
          : sql`(d.data #> ${path}::text[])`;
  return orderKeySql(value, timeZone);
}

interface InboxRow {
  readonly id: string;
  readonly process_settings_id: string;
  readonly current_step_id: string | null;
  readonly created_at: Date | string;
  readonly updated_at: Date | string;
  readonly record_id: string;
  readonly record_created_at: Date | string;
  readonly data: Record<string, unknown>;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * One page of a process inbox (spec 002 §3, §4): the active processes of the view's process
 * settings that wait for the reader — the current step offers them a form; an admin sees all —
 * finished ones only when the view includes them, newest first unless sorted by a column. Cells
 * read the process's record (joined, in the same tenant) and the process's own values; `open` is
 * the first form the step offers the reader.
 * @internal
 */
export async function inboxViewRows(
  context: ViewContext,
  view: ProcessesInboxViewDefinition,
  request: ViewRowsRequest,
): Promise<ViewRowsPage> {
  const { trx, tenant, host } = context;
  if (request.page === undefined) {
    throw invalidRequest([{ path: '/after', message: 'an inbox pages by number: give page' }]);
  }
  const { page, perPage } = request;
  const lanes = await lanesOf(context, view);
  const order = (request.sort ?? []).flatMap((key, index) => {
    const column = view.columns.find((candidate) => candidate.id === key.columnId);
    if (column === undefined || !visibleInEveryLane(column, lanes, host.timeZone)) {
      throw invalidRequest([
        { path: `/sort/${index}/columnId`, message: 'is not a column of the view you may sort by' },
      ]);
    }
    const direction = sql.raw(key.direction === 'desc' ? 'desc' : 'asc');
    return columnOrderSql(column, lanes, host.timeZone).map((part) => sql`${part} ${direction}`);
  });
  if (lanes.length === 0) return { data: [], meta: { page, perPage, lastPage: 1, total: 0 } };

  const waiting = lanes.map((lane) =>
    lane.stepIds === null
      ? sql<boolean>`p.process_settings_id = ${lane.process.id}`
      : sql<boolean>`(p.process_settings_id = ${lane.process.id} and p.current_step_id = any(${lane.stepIds}::text[]))`,
  );
  const where = sql.join(
    [
      sql`p.client_id = ${tenant.scope.clientId}`,
      sql`p.status = 'active'`,
      ...(view.includeFinished === true ? [] : [sql`p.is_finished = false`]),
      sql`(${sql.join(waiting, sql` or `)})`,
    ],
    sql` and `,
  );
  // The lanes' providers written out: PostgreSQL plans the join over their partitions only.
  const providers = sql.join(
    [...new Set(lanes.map((lane) => lane.provider.id))].map(providerIdSql),
  );
  const from = sql`processes p join data_records d
    on d.client_id = p.client_id and d.provider_id = p.provider_id and d.id = p.record_id
    and d.provider_id in (${providers})`;
  const orderBy = sql.join([...order, sql`p.created_at desc`, sql`p.id desc`], sql`, `);
  const count = sql<CountRow>`select count(*) as total from ${from} where ${where}`;
  // An empty first page tells its total: none.
  const { rows, total } = await countedPageRows(
    trx,
    sql<InboxRow & CountRow>`select p.id,
      p.process_settings_id, p.current_step_id, p.created_at, p.updated_at, d.id as record_id,
      d.created_at as record_created_at, d.data, (${count}) as total
    from ${from} where ${where} order by ${orderBy}
    ${pageLimitSql(perPage, (page - 1) * perPage)}`,
    count,
    () => (page === 1 ? 0 : undefined),
  );

  const byId = new Map(lanes.map((lane) => [lane.process.id, lane]));
  // Each lane's field columns are worked out once per page, not once per cell.
  const presenters = new Map<string, ReadonlyMap<string, (source: CellSource) => ViewCell>>();
  for (const lane of lanes) {
    const laneRows = rows.filter((row) => row.process_settings_id === lane.process.id);
    if (laneRows.length === 0) continue;
    const presentation: CellPresentation = {
      ...lane.presentation,
      options: {
        ...hostPresentation(host),
        presentRelation: await loadRelationPresenter(
          trx,
          tenant.scope,
          lane.provider,
          laneRows.map((row) => row.data),
        ),
      },
    };
    presenters.set(
      lane.process.id,
      new Map(
        view.columns.map((column) => [
          column.id,
          cellPresenter(column.fieldAccess?.path ?? [], presentation),
        ]),
      ),
    );
  }

  const data = rows.flatMap((row): ViewRow[] => {
    const lane = byId.get(row.process_settings_id);
    const present = presenters.get(row.process_settings_id);
    if (lane === undefined || present === undefined) return [];
    const record = { id: row.record_id, createdAt: asDate(row.record_created_at), data: row.data };
    const cellOf = (column: InboxColumn): ViewCell => {
      switch (column.builtIn) {
        case 'stepName':
          return findStep(lane.process, row.current_step_id)?.name ?? null;
        case 'processName':
          return lane.process.name;
        case 'createdAt':
          return presentInstant(asDate(row.created_at), host.timeZone);
        case 'updatedAt':
          return presentInstant(asDate(row.updated_at), host.timeZone);
      }
      return present.get(column.id)?.(record) ?? null;
    };
    const cells = Object.fromEntries(view.columns.map((column) => [column.id, cellOf(column)]));
    const form = formsWaitingFor(lane.process, row.current_step_id, tenant)[0];
    return [
      form === undefined
        ? { id: row.id, cells }
        : { id: row.id, cells, open: { formId: form.formId, processId: row.id } },
    ];
  });
  return {
    data,
    meta: { page, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)), total },
  };
}
