import {
  type DataProvider,
  type PipelineDefinition,
  type PipelineStage,
  type QueryDefinition,
  type QueryFilter,
  RECORD_SYSTEM_FIELDS,
  type SearchField,
} from '@tessera/engine';
import type { RequestProblem } from '../../http/requestValidation';

/** The names a provider's records carry: its fields' `dbFieldName`s and the system fields. */
function namesOf(provider: DataProvider): ReadonlySet<string> {
  return new Set([
    ...RECORD_SYSTEM_FIELDS,
    ...provider.config.fields
      .filter((field) => field.status !== 'deleted')
      .map((field) => field.dbFieldName),
  ]);
}

interface Check {
  readonly providers: ReadonlyMap<string, DataProvider>;
  readonly problems: RequestProblem[];
}

/** A field name a provider must have; a provider that is not known is reported elsewhere. */
function requireName(check: Check, providerId: string, name: string, path: string): void {
  const provider = check.providers.get(providerId);
  if (provider === undefined || namesOf(provider).has(name)) return;
  check.problems.push({
    path,
    message: `is not a field of the data provider ${JSON.stringify(provider.name)}: ${JSON.stringify(name)}`,
  });
}

function checkSearchField(
  check: Check,
  providerId: string,
  search: SearchField,
  path: string,
  names: ReadonlySet<string> | undefined,
): void {
  const own = (fieldName: string, at: string) => {
    if (names?.has(fieldName)) return;
    requireName(check, providerId, fieldName, at);
  };
  switch (search.type) {
    case 'own_field':
    case 'field_schema_access':
      own(search.fieldName, `${path}/fieldName`);
      return;
    case 'foreign_field':
      own(search.relationFieldName, `${path}/relationFieldName`);
      requireName(
        check,
        search.foreignProviderId,
        search.foreignField.fieldName,
        `${path}/foreignField/fieldName`,
      );
  }
}

function checkFilter(
  check: Check,
  providerId: string,
  filter: QueryFilter,
  path: string,
  names?: ReadonlySet<string>,
): void {
  switch (filter.type) {
    case 'and':
    case 'or':
      filter.filters.forEach((child, index) => {
        checkFilter(check, providerId, child, `${path}/filters/${index}`, names);
      });
      return;
    default:
      checkSearchField(check, providerId, filter.searchField, `${path}/searchField`, names);
  }
}

function checkSorting(
  check: Check,
  providerId: string,
  sorting: readonly { readonly fieldAccess: { readonly path: readonly string[] } }[],
  path: string,
  names?: ReadonlySet<string>,
): void {
  sorting.forEach((sort, index) => {
    const [first] = sort.fieldAccess.path;
    if (first === undefined || names?.has(first)) return;
    requireName(check, providerId, first, `${path}/${index}/fieldAccess/path/0`);
  });
}

/**
 * Checks a pipeline's stages while its rows are still the provider's records (and the
 * properties its lookups add): a group or a union makes rows of their own, whose names the
 * designer chose, so the stages after them are not checked.
 */
function checkStages(
  check: Check,
  providerId: string,
  stages: readonly PipelineStage[],
  path: string,
): void {
  const added = new Set<string>();
  for (const [index, stage] of stages.entries()) {
    const at = `${path}/${index}`;
    switch (stage.type) {
      case 'match':
        checkFilter(check, providerId, stage.filter, `${at}/filter`, added);
        break;
      case 'sort':
        checkSorting(check, providerId, stage.sorting, `${at}/sorting`, added);
        break;
      case 'lookup':
        added.add(stage.asPropertyName);
        break;
      case 'unwind':
        break;
      case 'group':
      case 'union':
        return;
    }
  }
}

/**
 * The fields a query or pipeline names that its providers do not have (spec 001 §7: a bad query
 * answers 422 with the path of the offending part): filter search fields, foreign fields through
 * their relation, sorting — each at its JSON pointer under `base`. Names are `dbFieldName`s or
 * the system fields `$id` and `$createdAt`.
 * @internal
 */
export function unknownQueryFields(
  definition: QueryDefinition | PipelineDefinition,
  providers: ReadonlyMap<string, DataProvider>,
  base: string,
): RequestProblem[] {
  const check: Check = { providers, problems: [] };
  const { fromProviderId } = definition;
  if ('stages' in definition) {
    checkStages(check, fromProviderId, definition.stages, `${base}/stages`);
    return check.problems;
  }
  if (definition.filter !== undefined) {
    checkFilter(check, fromProviderId, definition.filter, `${base}/filter`);
  }
  checkSorting(check, fromProviderId, definition.sorting ?? [], `${base}/sorting`);
  return check.problems;
}
