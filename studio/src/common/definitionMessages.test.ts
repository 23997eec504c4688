import { validateCondition, validateDefinition, validatePipeline } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { studioMessages } from '../i18n/studioMessages';
import { DEFINITION_MESSAGES } from './definitionMessages';
import type { ProblemText } from './problemText';
import { matchProblemText } from './readProblems';

const quoted = (message: string): ProblemText => ({
  studio: 'dataProviders.problems.invalid',
  params: { detail: message },
});
const textOf = matchProblemText([], quoted);

/** Malformed definitions as designers write them, and what the engine says of each. */
const engineMessages = [
  ...validatePipeline({ fromProviderId: 'p', stages: [{ type: 'sorting' }] }),
  ...validatePipeline({ fromProviderId: 'p', stages: [{ type: 'sort' }] }),
  ...validatePipeline({ fromProviderId: 'p', stages: 'match' }),
  ...validatePipeline({ fromProviderId: 7, stages: [], extra: true }),
  ...validatePipeline({
    fromProviderId: 'p',
    stages: [{ type: 'group', groupBy: [], aggregations: [{ type: 'sum', propertyName: 3 }] }],
  }),
  ...validatePipeline({
    fromProviderId: 'p',
    stages: [{ type: 'sort', sort: [{ fieldAccess: { path: ['a'] }, direction: 'up' }] }],
  }),
  ...validateCondition({ type: 'and', conditions: [] }),
  ...validateCondition({ type: 'constant', value: 'yes' }),
  ...(validateDefinition('form', { id: '', name: 'F', fields: 'none' }) as { errors?: [] }).errors!,
].map((issue) => issue.message);

function hasKey(key: string): boolean {
  let node: unknown = studioMessages.pl;
  for (const part of key.split('.')) {
    const record = node as Record<string, unknown>;
    node = record[part] ?? record[`${part}_one`];
    if (node === undefined) return false;
  }
  return true;
}

describe('DEFINITION_MESSAGES (the engine’s messages in the designer’s language)', () => {
  it('gives every message the engine writes for these malformed definitions a text of its own', () => {
    expect(engineMessages.length).toBeGreaterThan(8);
    const unmatched = engineMessages.filter(
      (message) => JSON.stringify(textOf(message, 'stages')) === JSON.stringify(quoted(message)),
    );
    expect(unmatched).toEqual([]);
  });

  it('reads the values and limits out of the message', () => {
    expect(textOf('must be one of: "asc", "desc"', '')).toEqual({
      studio: 'definitionProblems.oneOf',
      params: { values: '"asc", "desc"' },
    });
    expect(textOf('"sorting" is not a known type; expected one of: "match", "sort"', '')).toEqual({
      studio: 'definitionProblems.unknownTypeOneOf',
      params: { type: 'sorting', values: '"match", "sort"' },
    });
    expect(textOf('must have at least 1 item', '')).toEqual({
      studio: 'definitionProblems.minItems',
      params: { count: 1 },
    });
    expect(textOf('must be a string', '')).toEqual({ studio: 'definitionProblems.type.string' });
    expect(textOf('must be a string or null', '')).toEqual({
      studio: 'definitionProblems.typeAny',
    });
    expect(textOf('must be at least 3 characters long', '')).toEqual({
      studio: 'definitionProblems.minLength',
      params: { limit: '3' },
    });
  });

  it('lets an editor’s own table speak first, and quotes what nobody knows', () => {
    const own = matchProblemText(
      [[/^is required$/, () => ({ studio: 'views.problems.unknownField' })]],
      quoted,
    );
    expect(own('is required', '')).toEqual({ studio: 'views.problems.unknownField' });
    expect(textOf('the moon is made of cheese', '')).toEqual(quoted('the moon is made of cheese'));
  });

  it('names only texts the catalogue has', () => {
    const samples = [
      'is not a known property',
      'must be a number',
      'must be an integer',
      'must be a boolean',
      'must be an object',
      'must be an array',
      'must be null',
      'must be one of: 1',
      '"x" is not a known type',
      '"x" is not a known type; expected one of: "y"',
      'must be at most 3 characters long',
      'must have at most 2 items',
      'must be at least 1',
      'must be at most 1',
      'must be greater than 1',
      'must be less than 1',
      'must be a multiple of 2',
      'must not contain duplicates (items [0] and [1] are equal)',
      'does not match any of the allowed shapes',
      'an "and" condition needs at least one sub-condition',
      'an "or" condition needs at least one sub-condition',
      'needs at least one transformation',
      'needs at least one choice',
      'must be a hex colour with 3, 6 or 8 digits, e.g. #1f77b4',
      'must be an ISO 8601 date-time with Z or an offset',
      'must be a property name (not starting with "$" or a blank), or $id or $createdAt',
    ];
    for (const message of samples) {
      const text = textOf(message, '');
      expect('studio' in text && hasKey(text.studio), message).toBe(true);
    }
    expect(DEFINITION_MESSAGES.length).toBeGreaterThan(samples.length - 5);
  });
});
