import type { ErrorObject } from 'ajv';
import type { DefinitionIssue } from './definitionError';
import { appendSegment, readablePath } from './readablePath';
import { PATTERN_MESSAGES } from './schemaParts';

/** Looks up a registered schema by `$id`, to list the types a discriminator accepts. */
export type SchemaLookup = (id: string) => unknown;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

// Wrapper keywords whose own error only says "a subschema failed": the subschema's errors say why.
const WRAPPERS = new Set(['if', 'oneOf', 'anyOf', 'allOf']);

/**
 * Turns ajv errors into designer-readable issues: `fields[3].type.name: is required` rather than
 * `/fields/3/type must have required property 'name'`. Wrapper errors are dropped when a more
 * precise error explains them; identical issues are reported once.
 * @internal
 */
export function definitionIssues(
  errors: readonly ErrorObject[],
  lookup: SchemaLookup,
): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (WRAPPERS.has(error.keyword) && errors.some((other) => explains(other, error))) continue;
    const issue = toIssue(error, lookup);
    const key = `${issue.path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function explains(other: ErrorObject, wrapper: ErrorObject): boolean {
  // Schema paths restart inside a `$ref`, so locate by instance: any precise error at or below the
  // wrapper's location explains it.
  const at = wrapper.instancePath;
  return (
    !WRAPPERS.has(other.keyword) &&
    (other.instancePath === at || other.instancePath.startsWith(`${at}/`))
  );
}

function toIssue(error: ErrorObject, lookup: SchemaLookup): DefinitionIssue {
  const path = readablePath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: appendSegment(path, String(params.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return {
        path: appendSegment(path, String(params.additionalProperty)),
        message: 'is not an allowed property',
      };
    case 'type':
      return { path, message: `must be ${describeTypes(params.type)}` };
    case 'enum':
      return { path, message: `must be one of: ${listValues(params.allowedValues)}` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case 'pattern':
      return {
        path,
        message: PATTERN_MESSAGES[String(params.pattern)] ?? `must match ${params.pattern}`,
      };
    case 'minLength':
      return {
        path,
        message:
          params.limit === 1
            ? 'must not be empty'
            : `must be at least ${params.limit} characters long`,
      };
    case 'maxLength':
      return { path, message: `must be at most ${params.limit} characters long` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { path, message: describeLimit(String(params.comparison), params.limit) };
    case 'multipleOf':
      return { path, message: `must be a multiple of ${params.multipleOf}` };
    case 'minItems':
      return { path, message: `must have at least ${count(params.limit, 'item')}` };
    case 'maxItems':
      return { path, message: `must have at most ${count(params.limit, 'item')}` };
    case 'uniqueItems':
      return {
        path,
        message: `must not contain duplicates (items [${Math.min(Number(params.i), Number(params.j))}] and [${Math.max(Number(params.i), Number(params.j))}] are equal)`,
      };
    case 'discriminator':
      return discriminatorIssue(error, path, params, lookup);
    case 'oneOf':
    case 'anyOf':
      return { path, message: 'does not match any of the allowed shapes' };
    default:
      return { path, message: error.message ?? `fails the ${error.keyword} rule` };
  }
}

function discriminatorIssue(
  error: ErrorObject,
  path: string,
  params: Record<string, unknown>,
  lookup: SchemaLookup,
): DefinitionIssue {
  const tagPath = appendSegment(path, String(params.tag));
  if (params.error === 'tag') {
    return {
      path: tagPath,
      message: params.tagValue === undefined ? 'is required' : 'must be a string',
    };
  }
  const known = allowedTags(error.parentSchema, String(params.tag), lookup);
  const expected = known.length > 0 ? `; expected one of: ${listValues(known)}` : '';
  return {
    path: tagPath,
    message: `${JSON.stringify(params.tagValue)} is not a known type${expected}`,
  };
}

function allowedTags(parentSchema: unknown, tag: string, lookup: SchemaLookup): string[] {
  const branches = (parentSchema as { oneOf?: unknown[] } | undefined)?.oneOf ?? [];
  return branches.flatMap((branch) => {
    const resolved = resolveBranch(branch, lookup) as
      | { properties?: Record<string, { const?: unknown; enum?: unknown[] }> }
      | undefined;
    const tagSchema = resolved?.properties?.[tag];
    if (tagSchema === undefined) return [];
    if (typeof tagSchema.const === 'string') return [tagSchema.const];
    return (tagSchema.enum ?? []).filter((value): value is string => typeof value === 'string');
  });
}

function resolveBranch(branch: unknown, lookup: SchemaLookup): unknown {
  const ref = (branch as { $ref?: unknown } | undefined)?.$ref;
  return typeof ref === 'string' ? lookup(ref) : branch;
}

function describeTypes(types: unknown): string {
  const list = String(types).split(',');
  return list.map((type) => TYPE_NAMES[type] ?? type).join(' or ');
}

function describeLimit(comparison: string, limit: unknown): string {
  switch (comparison) {
    case '>=':
      return `must be at least ${limit}`;
    case '<=':
      return `must be at most ${limit}`;
    case '>':
      return `must be greater than ${limit}`;
    default:
      return `must be less than ${limit}`;
  }
}

function listValues(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => JSON.stringify(value)).join(', ') : '';
}

function count(limit: unknown, noun: string): string {
  return limit === 1 ? `1 ${noun}` : `${limit} ${noun}s`;
}
