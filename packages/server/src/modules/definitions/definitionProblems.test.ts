import { appendSegment, readablePath } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { definitionProblems, readablePathToPointer } from './definitionProblems';

describe('readablePathToPointer', () => {
  it.each([
    ['', ''],
    ['fromProviderId', '/fromProviderId'],
    ['stages[0].filter.filters[12].type', '/stages/0/filter/filters/12/type'],
    ['paths["a b"]["x/y~z"]', '/paths/a b/x~1y~0z'],
    ['$id', '/$id'],
  ])('turns %j into %j', (path, pointer) => {
    expect(readablePathToPointer(path)).toBe(pointer);
  });

  it('is the inverse of the engine readablePath', () => {
    const pointer = '/stages/3/commonFields/0/paths/with "quotes"/1';
    expect(readablePathToPointer(readablePath(pointer))).toBe(pointer);
    expect(appendSegment('stages', 0)).toBe('stages[0]');
  });
});

describe('definitionProblems', () => {
  it('places each issue under the definition in the body', () => {
    expect(
      definitionProblems([{ path: 'stages[1].type', message: 'is off' }], '/pipeline'),
    ).toEqual([{ path: '/pipeline/stages/1/type', message: 'is off' }]);
    expect(definitionProblems([{ path: '', message: 'must be an object' }], '/query')).toEqual([
      { path: '/query', message: 'must be an object' },
    ]);
  });
});
