import type { QueryFilter } from '../definitions/queryFilter';
import { createEvaluationContext } from '../host/createEvaluationContext';
import { createStaticHost } from '../host/createStaticHost';
import type { EvaluationContext } from '../host/evaluationContext.types';
import { compilePipeline } from './compilePipeline';
import { compileQuery } from './compileQuery';
import type { PipelineStage } from './query.types';
import type { PipelineRow, ProviderRecords, QueryRecord } from './queryRun.types';

// Shared by the queries tests (not exported from the package).

/** 2024-05-01 12:00 in Warsaw (UTC+2). */
export const NOW = new Date('2024-05-01T10:00:00Z');
export const ZONE = 'Europe/Warsaw';

/** A context with a fixed clock, a user and external values. */
export function testContext(values: Record<string, unknown> = {}): EvaluationContext {
  return createEvaluationContext({
    host: createStaticHost({
      now: NOW,
      timeZone: ZONE,
      currentUser: {
        id: 'u1',
        email: 'u1@example.com',
        roleIds: ['r1', 'r2'],
        personalDetails: {},
      },
    }),
    values,
  });
}

/** Records from data objects, ids r0, r1, ... */
export function records(...data: Record<string, unknown>[]): QueryRecord[] {
  return data.map((item, index) => ({ id: `r${index}`, data: item }));
}

/** The ids of the records a filter keeps. */
export function filterIds(
  filter: QueryFilter,
  input: readonly QueryRecord[],
  options: { values?: Record<string, unknown>; providers?: ProviderRecords } = {},
): string[] {
  const query = compileQuery({ type: 'general_query', fromProviderId: 'p', filter });
  const result = query.run({
    records: input,
    context: testContext(options.values),
    ...(options.providers ? { providers: options.providers } : {}),
  });
  return result.type === 'general_query' ? result.records.map((record) => record.id) : [];
}

/** Runs stages over records. */
export function runStages(
  stages: readonly PipelineStage[],
  input: readonly QueryRecord[],
  options: {
    providers?: ProviderRecords;
    values?: Record<string, unknown>;
    enabledFeatures?: readonly string[];
  } = {},
): readonly PipelineRow[] {
  const pipeline = compilePipeline(
    { fromProviderId: 'p', stages },
    options.enabledFeatures ? { enabledFeatures: options.enabledFeatures } : {},
  );
  return pipeline.run({
    records: input,
    context: testContext(options.values),
    ...(options.providers ? { providers: options.providers } : {}),
  });
}

/** A match_field filter on an own field with a constant. */
export function fieldMatches(
  fieldName: string,
  matchKind: Extract<QueryFilter, { type: 'match_field' }>['matchKind'],
  value?: unknown,
): QueryFilter {
  return {
    type: 'match_field',
    searchField: { type: 'own_field', fieldName },
    matchKind,
    ...(value === undefined ? {} : { value: { type: 'const', value } }),
  };
}
