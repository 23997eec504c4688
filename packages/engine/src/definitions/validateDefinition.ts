import type { ValidateFunction } from 'ajv';
import type { ApplicationVersion } from '../applicationVersions/applicationVersion.types';
import type { ConditionDefinition } from '../conditions';
import { validateCondition } from '../conditions';
import type { CalculatedFunctionDefinition } from '../functions';
import { validateCalculatedFunction } from '../functions';
import type { MethodDefinition } from '../methods';
import { validateMethod } from '../methods';
import type { ProcessDefinition } from '../processes/process.types';
import { checkProcess } from '../processes/processRules';
import type { PipelineDefinition, QueryDefinition } from '../queries/query.types';
import { checkFilter, checkPipeline, checkQuery } from '../queries/queryRules';
import type { TimeInterval } from '../timeIntervals';
import { validateTimeInterval } from '../timeIntervals';
import type { TransformationDefinition } from '../transformations';
import { validateTransformation } from '../transformations';
import type { ViewDefinition } from '../views/view.types';
import { checkView } from '../views/viewRules';
import type { AutomaticAction } from './automaticAction.types';
import { checkAutomaticAction } from './automaticActionRules';
import type { ChartDefinition } from './chart.types';
import { checkChart } from './chartRules';
import type { DataInput } from './dataInput.types';
import { checkDataInput } from './dataInputRules';
import type { DataProvider } from './dataProvider.types';
import { checkDataProvider, checkProviderField } from './dataProviderRules';
import { getDefinitionAjv } from './definitionAjv';
import { DefinitionError, type DefinitionIssue } from './definitionError';
import { definitionIssues } from './definitionIssues';
import type { FieldSchema } from './fieldSchema.types';
import { checkFieldSchema } from './fieldSchemaRules';
import type { FormDefinition } from './form.types';
import type { FormField } from './formField.types';
import { checkForm, checkFormField } from './formRules';
import type { ProviderField } from './providerField.types';
import type { QueryFilter } from './queryFilter';
import { SCHEMA_IDS } from './schemaIds';
import type { Status } from './status';

/**
 * Every definition kind the engine validates, with the TypeScript type a valid value has.
 * @public
 */
export interface DefinitionKinds {
  status: Status;
  fieldSchema: FieldSchema;
  providerField: ProviderField;
  dataProvider: DataProvider;
  dataInput: DataInput;
  automaticAction: AutomaticAction;
  process: ProcessDefinition;
  form: FormDefinition;
  formField: FormField;
  applicationVersion: ApplicationVersion;
  chart: ChartDefinition;
  condition: ConditionDefinition;
  method: MethodDefinition;
  calculatedFunction: CalculatedFunctionDefinition;
  transformation: TransformationDefinition;
  timeInterval: TimeInterval;
  queryFilter: QueryFilter;
  query: QueryDefinition;
  pipeline: PipelineDefinition;
  view: ViewDefinition;
}

/** A definition kind name, e.g. `form` or `process`. @public */
export type DefinitionKind = keyof DefinitionKinds;

/** The outcome of {@link validateDefinition}. @public */
export type DefinitionValidation<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly DefinitionIssue[] };

type Rules = { [K in DefinitionKind]?: (value: DefinitionKinds[K]) => readonly DefinitionIssue[] };

// Rules a JSON Schema cannot say (unique ids, references, the diagram rules), run once the
// value has the right shape, so they can trust it.
const RULES: Rules = {
  fieldSchema: (value) => checkFieldSchema(value),
  providerField: (value) => checkProviderField(value),
  dataProvider: checkDataProvider,
  dataInput: checkDataInput,
  automaticAction: (value) => checkAutomaticAction(value),
  process: checkProcess,
  form: checkForm,
  formField: (value) => checkFormField(value),
  chart: checkChart,
  condition: (value) => validateCondition(value),
  method: (value) => validateMethod(value),
  calculatedFunction: (value) => validateCalculatedFunction(value),
  transformation: (value) => validateTransformation(value),
  // The schema cannot know the calendar (no 30 February): the value rule can.
  timeInterval: (value) =>
    validateTimeInterval(value).map((problem) => ({
      path: problem.path,
      message:
        problem.params?.part === 'startDate'
          ? 'must be a real calendar date: yyyy-MM-dd or an ISO 8601 date-time'
          : `is not a valid time interval ${String(problem.params?.part ?? '')}`.trim(),
    })),
  queryFilter: (value) => checkFilter(value, ''),
  query: checkQuery,
  pipeline: checkPipeline,
  view: checkView,
};

/** The definition kinds {@link validateDefinition} accepts. @public */
export const DEFINITION_KINDS: readonly DefinitionKind[] = Object.freeze(
  Object.keys({
    status: true,
    fieldSchema: true,
    providerField: true,
    dataProvider: true,
    dataInput: true,
    automaticAction: true,
    process: true,
    form: true,
    formField: true,
    applicationVersion: true,
    chart: true,
    condition: true,
    method: true,
    calculatedFunction: true,
    transformation: true,
    timeInterval: true,
    queryFilter: true,
    query: true,
    pipeline: true,
    view: true,
  } satisfies Record<DefinitionKind, true>) as DefinitionKind[],
);

const validators = new Map<DefinitionKind, ValidateFunction>();

function validatorOf(kind: DefinitionKind): ValidateFunction {
  const cached = validators.get(kind);
  if (cached !== undefined) return cached;
  if (!Object.hasOwn(SCHEMA_IDS, kind) || !DEFINITION_KINDS.includes(kind)) {
    throw new TypeError(`Unknown definition kind "${String(kind)}".`);
  }
  const validate = getDefinitionAjv().getSchema(SCHEMA_IDS[kind]);
  if (validate === undefined) throw new TypeError(`No schema is registered for "${kind}".`);
  validators.set(kind, validate);
  return validate;
}

/**
 * Validates a stored definition of the given kind: its JSON Schema first, then the rules a schema
 * cannot say (unique ids, references between parts, the diagram rules). Returns the value, typed,
 * or every problem as `{ path, message }` with designer-readable paths (`fields[3].type.name`).
 * Never throws for bad data; throws a TypeError only for an unknown kind (a programming error).
 * @example
 * const result = validateDefinition('form', json);
 * if (!result.ok) showErrors(result.errors);
 * @public
 */
export function validateDefinition<K extends DefinitionKind>(
  kind: K,
  value: unknown,
): DefinitionValidation<DefinitionKinds[K]> {
  const validate = validatorOf(kind);
  if (!validate(value)) {
    const ajv = getDefinitionAjv();
    const lookup = (id: string) => ajv.getSchema(id)?.schema;
    return { ok: false, errors: definitionIssues(validate.errors ?? [], lookup) };
  }
  const typed = value as DefinitionKinds[K];
  const rule = RULES[kind] as
    | ((value: DefinitionKinds[K]) => readonly DefinitionIssue[])
    | undefined;
  const issues = rule?.(typed) ?? [];
  return issues.length > 0 ? { ok: false, errors: issues } : { ok: true, value: typed };
}

/**
 * Like {@link validateDefinition}, but returns the typed value or throws a {@link DefinitionError}
 * listing every problem — for compile steps, which reject a malformed definition once.
 * @public
 */
export function assertDefinition<K extends DefinitionKind>(
  kind: K,
  value: unknown,
): DefinitionKinds[K] {
  const result = validateDefinition(kind, value);
  if (!result.ok) throw new DefinitionError(result.errors, kind);
  return result.value;
}
