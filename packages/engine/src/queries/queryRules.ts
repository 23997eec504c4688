import { validateCondition } from '../conditions/compileCondition';
import type { ConditionDefinition } from '../conditions/condition.types';
import { isValidTimeZone } from '../dates/timeZone';
import type { DefinitionIssue } from '../definitions/definitionError';
import type { QueryFilter, SingleFilterValue } from '../definitions/queryFilter';
import { appendSegment, joinPath } from '../definitions/readablePath';
import { validateTransformation } from '../transformations/compileTransformation';
import { parseDateFormat } from './dateFormat';
import {
  PIPELINE_UNION_FEATURE_FLAG,
  type PipelineDefinition,
  type PipelineStage,
  type QueryDefinition,
} from './query.types';
import type { QueryCompileOptions } from './queryRun.types';

// What a JSON Schema cannot say about queries and pipelines, checked once the shape is right:
// unique names, date formats and zones, the nested conditions' own rules, the feature gate.

const at = appendSegment;

function conditionIssues(condition: ConditionDefinition, path: string): DefinitionIssue[] {
  return validateCondition(condition).map((issue) => ({
    path: joinPath(path, issue.path),
    message: issue.message,
  }));
}

function valueIssues(value: SingleFilterValue | undefined, path: string): DefinitionIssue[] {
  if (value?.type !== 'date_expression' || value.shift === undefined) return [];
  // The per-unit ranges of `set` (month 1–12, ...) are the transformation's own rule.
  return validateTransformation({ type: 'complex_date_shift', components: value.shift }).map(
    (issue) => ({
      path: joinPath(at(path, 'shift'), issue.path.replace(/^components/, '')),
      message: issue.message,
    }),
  );
}

/** Problems of a (schema-valid) filter the schema cannot see. @internal */
export function checkFilter(filter: QueryFilter, path: string): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  if (filter.applyCondition !== undefined) {
    issues.push(...conditionIssues(filter.applyCondition, at(path, 'applyCondition')));
  }
  switch (filter.type) {
    case 'and':
    case 'or':
      filter.filters.forEach((child, index) => {
        issues.push(...checkFilter(child, at(at(path, 'filters'), index)));
      });
      break;
    case 'match_field': {
      const { value } = filter;
      const valuePath = at(path, 'value');
      if (value?.type === 'range') {
        issues.push(...valueIssues(value.start, at(valuePath, 'start')));
        issues.push(...valueIssues(value.end, at(valuePath, 'end')));
      } else {
        issues.push(...valueIssues(value, valuePath));
      }
      break;
    }
    default:
      break;
  }
  return issues;
}

function duplicates(names: readonly string[], path: (index: number) => string): DefinitionIssue[] {
  const seen = new Map<string, number>();
  const issues: DefinitionIssue[] = [];
  names.forEach((name, index) => {
    const first = seen.get(name);
    if (first === undefined) seen.set(name, index);
    else issues.push({ path: path(index), message: `"${name}" is already used` });
  });
  return issues;
}

function checkStage(stage: PipelineStage, path: string): DefinitionIssue[] {
  switch (stage.type) {
    case 'match':
      return checkFilter(stage.filter, at(path, 'filter'));
    case 'group': {
      const names = [
        ...stage.groupBy.map((entry) => entry.propertyName),
        ...stage.aggregations.map((entry) => entry.propertyName),
      ];
      const keyCount = stage.groupBy.length;
      const issues = duplicates(names, (index) =>
        index < keyCount
          ? at(at(at(path, 'groupBy'), index), 'propertyName')
          : at(at(at(path, 'aggregations'), index - keyCount), 'propertyName'),
      );
      stage.groupBy.forEach((entry, index) => {
        const expression = entry.expression;
        if (expression.type !== 'dateFormat') return;
        const expressionPath = at(at(at(path, 'groupBy'), index), 'expression');
        const parsed = parseDateFormat(expression.format);
        if ('error' in parsed)
          issues.push({ path: at(expressionPath, 'format'), message: parsed.error });
        if (expression.timeZone !== undefined && !isValidTimeZone(expression.timeZone)) {
          issues.push({
            path: at(expressionPath, 'timeZone'),
            message: 'must be an IANA time zone, e.g. Europe/Warsaw',
          });
        }
      });
      stage.aggregations.forEach((aggregation, index) => {
        if (aggregation.condition !== undefined) {
          issues.push(
            ...conditionIssues(
              aggregation.condition,
              at(at(at(path, 'aggregations'), index), 'condition'),
            ),
          );
        }
      });
      return issues;
    }
    case 'union': {
      const sourceNames = [stage.inputSource.name, ...stage.sources.map((source) => source.name)];
      const issues = duplicates(sourceNames, (index) =>
        index === 0
          ? at(at(path, 'inputSource'), 'name')
          : at(at(at(path, 'sources'), index - 1), 'name'),
      );
      const fieldNames = stage.commonFields.map((field) => field.propertyName);
      issues.push(
        ...duplicates(fieldNames, (index) =>
          at(at(at(path, 'commonFields'), index), 'propertyName'),
        ),
      );
      if (stage.sourcePropertyName !== undefined && fieldNames.includes(stage.sourcePropertyName)) {
        issues.push({
          path: at(path, 'sourcePropertyName'),
          message: `"${stage.sourcePropertyName}" is already a common field`,
        });
      }
      const known = new Set(sourceNames);
      stage.commonFields.forEach((field, index) => {
        for (const name of Object.keys(field.paths ?? {})) {
          if (!known.has(name)) {
            issues.push({
              path: at(at(at(at(path, 'commonFields'), index), 'paths'), name),
              message: `"${name}" is not the input source or a source of this union`,
            });
          }
        }
      });
      stage.sources.forEach((source, index) => {
        if (source.filter !== undefined) {
          issues.push(...checkFilter(source.filter, at(at(at(path, 'sources'), index), 'filter')));
        }
      });
      return issues;
    }
    default:
      return [];
  }
}

/** Problems of (schema-valid) pipeline stages the schema cannot see. @internal */
export function checkStages(stages: readonly PipelineStage[], path: string): DefinitionIssue[] {
  return stages.flatMap((stage, index) => checkStage(stage, at(path, index)));
}

/** Problems of a schema-valid query the schema cannot see. @internal */
export function checkQuery(query: QueryDefinition): DefinitionIssue[] {
  if (query.type === 'pipeline_query') return checkStages(query.stages, 'stages');
  const issues = query.filter === undefined ? [] : checkFilter(query.filter, 'filter');
  return issues;
}

/** Problems of a schema-valid pipeline the schema cannot see. @internal */
export function checkPipeline(pipeline: PipelineDefinition): DefinitionIssue[] {
  return checkStages(pipeline.stages, 'stages');
}

/** Whether the options switch a client feature on. @internal */
export function hasFeature(options: QueryCompileOptions | undefined, flag: string): boolean {
  const features = options?.enabledFeatures;
  if (features === undefined) return false;
  if (Array.isArray(features)) return features.includes(flag);
  return (features as Readonly<Record<string, boolean>>)[flag] === true;
}

/** Stages the client's features do not allow: the union stage without its flag. @internal */
export function featureIssues(
  stages: readonly PipelineStage[],
  path: string,
  options: QueryCompileOptions | undefined,
): DefinitionIssue[] {
  if (hasFeature(options, PIPELINE_UNION_FEATURE_FLAG)) return [];
  return stages.flatMap((stage, index) =>
    stage.type === 'union'
      ? [
          {
            path: at(at(path, index), 'type'),
            message: `the union stage needs the client feature "${PIPELINE_UNION_FEATURE_FLAG}", which is off`,
          },
        ]
      : [],
  );
}
