import type { ProblemText } from './problemText';
import type { KnownMessage } from './readProblems';

/** The JSON types the engine's schema messages name ('must be a string or null'). */
const TYPE_NAMES = {
  'a string': 'string',
  'a number': 'number',
  'an integer': 'integer',
  'a boolean': 'boolean',
  'an object': 'object',
  'an array': 'array',
  null: 'null',
} as const;

type TypeName = keyof typeof TYPE_NAMES;

const typePattern = Object.keys(TYPE_NAMES).join('|');

function typeText(match: RegExpExecArray): ProblemText {
  const names = match[1]!.split(' or ') as TypeName[];
  // One type has a sentence of its own; several are rarer than a sentence per combination.
  return names.length === 1
    ? { studio: `definitionProblems.type.${TYPE_NAMES[names[0]!]}` }
    : { studio: 'definitionProblems.typeAny' };
}

/**
 * The engine's own messages for any malformed definition (`@tessera/engine` definitionIssues,
 * the definition reader, the schema patterns), which the server passes on in English: one
 * Polish text each, for every editor (`matchProblemText` tries them after the editor's own).
 * A message none of them matches is still shown, quoted.
 */
export const DEFINITION_MESSAGES: readonly KnownMessage[] = [
  [
    /^is required$|^must not be empty$|^must be a non-empty string$/,
    () => ({ common: 'validations.required' }),
  ],
  [
    /^is not an allowed property$|^is not a known property$/,
    () => ({ studio: 'definitionProblems.unknownProperty' }),
  ],
  [new RegExp(`^must be ((?:${typePattern})(?: or (?:${typePattern}))*)$`), typeText],
  [
    /^must be one of:? (.+)$/,
    (match) => ({ studio: 'definitionProblems.oneOf', params: { values: match[1] } }),
  ],
  [
    /^"(.*)" is not a known type(?:; expected one of: (.+))?$/,
    (match) =>
      match[2] === undefined
        ? { studio: 'definitionProblems.unknownType', params: { type: match[1] } }
        : {
            studio: 'definitionProblems.unknownTypeOneOf',
            params: { type: match[1], values: match[2] },
          },
  ],
  [
    /^must be at least (\S+) characters long$/,
    (match) => ({ studio: 'definitionProblems.minLength', params: { limit: match[1] } }),
  ],
  [
    /^must be at most (\S+) characters long$/,
    (match) => ({ studio: 'definitionProblems.maxLength', params: { limit: match[1] } }),
  ],
  [
    /^must have at least (\d+) items?$/,
    (match) => ({ studio: 'definitionProblems.minItems', params: { count: Number(match[1]) } }),
  ],
  [
    /^must have at most (\d+) items?$/,
    (match) => ({ studio: 'definitionProblems.maxItems', params: { count: Number(match[1]) } }),
  ],
  [
    /^must be at least (\S+)$/,
    (match) => ({ studio: 'definitionProblems.minimum', params: { limit: match[1] } }),
  ],
  [
    /^must be at most (\S+)$/,
    (match) => ({ studio: 'definitionProblems.maximum', params: { limit: match[1] } }),
  ],
  [
    /^must be greater than (\S+)$/,
    (match) => ({ studio: 'definitionProblems.exclusiveMinimum', params: { limit: match[1] } }),
  ],
  [
    /^must be less than (\S+)$/,
    (match) => ({ studio: 'definitionProblems.exclusiveMaximum', params: { limit: match[1] } }),
  ],
  [
    /^must be a multiple of (\S+)$/,
    (match) => ({ studio: 'definitionProblems.multipleOf', params: { step: match[1] } }),
  ],
  [/^must not contain duplicates/, () => ({ studio: 'definitionProblems.duplicates' })],
  [
    /^an? "(and|or)" condition needs at least one sub-condition$/,
    (match) => ({ studio: `definitionProblems.emptyGroup.${match[1] as 'and' | 'or'}` }),
  ],
  [
    /^needs at least one (transformation|choice)$/,
    (match) => ({
      studio: `definitionProblems.atLeastOne.${match[1] as 'transformation' | 'choice'}`,
    }),
  ],
  [/^does not match any of the allowed shapes$/, () => ({ studio: 'definitionProblems.shape' })],
  [/^may contain only Latin letters/, () => ({ common: 'validations.name_token' })],
  [/^must be a hex colour/, () => ({ studio: 'definitionProblems.hexColour' })],
  [/^must be an ISO 8601 date-time/, () => ({ studio: 'definitionProblems.dateTime' })],
  [/^must be a property name \(not starting/, () => ({ studio: 'definitionProblems.queryField' })],
];
