import { type ProviderField, RECORD_SYSTEM_FIELDS } from '@tessera/engine';
import type { ProblemText } from '../common/problemText';
import { conditionProblems } from '../conditions/conditionProblems';
import { conditionFieldsOf, liveFields } from '../processes/processFields';
import { filterListOf, isMissingFilterValue } from '../views/viewFilters';
import { readStagesText } from './pipelineStagesText';
import { fieldLocation, stagesLocation } from './problemLocation';
import type { ProviderDraft } from './providerDraft';
import type { RelatedProvider } from './providerOptions.types';
import { sourceProviderIdOf } from './virtualProviderDraft';

/** What the checks of a computed provider read besides the draft. */
export interface VirtualProviderContext {
  /** The providers it may read; absent while they load (what names their fields is then the server's to check). */
  readonly providers?: readonly RelatedProvider[] | undefined;
  /** A pipeline's stages as the designer is writing them, when they are written as text. */
  readonly stagesText?: string | undefined;
}

type Put = (location: string, text: ProblemText) => void;

const sourceFieldRequired: ProblemText = { studio: 'dataProviders.problems.sourceFieldRequired' };
const sourceFieldMissing: ProblemText = { studio: 'dataProviders.problems.sourceFieldMissing' };

/** The names a source's records carry: its live fields' database names and `$id`, `$createdAt`. */
function namesOf(sourceFields: readonly ProviderField[]): ReadonlySet<string> {
  return new Set([
    ...RECORD_SYSTEM_FIELDS,
    ...liveFields(sourceFields).map((field) => field.dbFieldName),
  ]);
}

/** A field's own source: the path it reads, the field it groups by, what it aggregates. */
function fieldSourceProblems(
  draft: ProviderDraft,
  field: ProviderField,
  sourceFields: readonly ProviderField[] | undefined,
  put: Put,
): void {
  const at = fieldLocation(field.id);
  const sourceIds = sourceFields && new Set(liveFields(sourceFields).map((source) => source.id));
  const checkSourceField = (part: string, fieldId: string) => {
    if (fieldId === '') put(`${at}:${part}`, sourceFieldRequired);
    else if (sourceIds && !sourceIds.has(fieldId)) put(`${at}:${part}`, sourceFieldMissing);
  };
  switch (field.type) {
    case 'query_sourced_field': {
      const { path } = field.sourceFieldAccess;
      const first = path[0];
      if (first === undefined) put(`${at}:sourceFieldAccess`, sourceFieldRequired);
      else if (path.some((segment) => segment.trim() === ''))
        put(`${at}:sourceFieldAccess`, { studio: 'dataProviders.problems.sourcePathInvalid' });
      else if (draft.type === 'query_sourced' && sourceFields && !namesOf(sourceFields).has(first))
        put(`${at}:sourceFieldAccess`, {
          studio: 'dataProviders.problems.unknownSourceField',
          params: { name: first },
        });
      return;
    }
    case 'grouping_field':
      checkSourceField('groupByFieldId', field.groupByFieldId);
      return;
    case 'aggregating_field': {
      const { aggregation } = field;
      if (aggregation.method !== 'count')
        checkSourceField('aggregateFieldId', aggregation.aggregateFieldId);
      if (aggregation.condition === undefined || sourceFields === undefined) return;
      const problems = conditionProblems(aggregation.condition, conditionFieldsOf(sourceFields));
      for (const [pointer, problem] of problems)
        put(`${at}:condition${pointer}`, { studio: `conditions.problems.${problem}` });
      return;
    }
    default:
      return;
  }
}

/**
 * The editor's own check of what a computed provider reads (docs/virtual-providers.md), as the
 * server would refuse it: a source provider chosen; a query-sourced provider's filters complete
 * and naming the source's fields; a pipeline's stages written as a list of stages; per field the
 * source value it reads — a path, a grouping field, the aggregated field (all but a count) and
 * a condition over the source's fields.
 */
export function checkVirtualProvider(
  draft: ProviderDraft,
  context: VirtualProviderContext,
  put: Put,
): void {
  const sourceId = sourceProviderIdOf(draft);
  if (sourceId === null) return;
  if (sourceId === '') put('source', { studio: 'dataProviders.problems.sourceRequired' });
  const sourceFields =
    sourceId === ''
      ? undefined
      : context.providers?.find((provider) => provider.id === sourceId)?.config.fields;
  if (draft.type === 'query_sourced') {
    const rows = filterListOf(draft.config.query.filter)?.rows ?? [];
    const names = sourceFields && namesOf(sourceFields);
    for (const row of rows) {
      if (row.fieldName === '' || isMissingFilterValue(row))
        put('filter', { studio: 'dataProviders.problems.filterIncomplete' });
      else if (names && !names.has(row.fieldName))
        put('filter', {
          studio: 'dataProviders.problems.unknownSourceField',
          params: { name: row.fieldName },
        });
    }
  }
  if (draft.type === 'pipeline_query' && context.stagesText !== undefined) {
    const reading = readStagesText(context.stagesText);
    if ('problem' in reading) put(stagesLocation, reading.problem.text);
  }
  for (const field of draft.config.fields) fieldSourceProblems(draft, field, sourceFields, put);
}
