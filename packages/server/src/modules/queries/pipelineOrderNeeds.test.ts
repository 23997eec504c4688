import type { PipelineStage } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { pipelineOrderNeeds } from './pipelineOrderNeeds';

const match: PipelineStage = {
  type: 'match',
  filter: { type: 'field_not_empty', searchField: { type: 'own_field', fieldName: 'a' } },
};
const lookup: PipelineStage = {
  type: 'lookup',
  fromProviderId: 'p',
  asPropertyName: 'c',
  conditions: [{ localField: { path: ['k'] }, foreignField: { path: ['k'] } }],
};
const unwind: PipelineStage = { type: 'unwind', path: ['c'] };
const group: PipelineStage = { type: 'group', groupBy: [], aggregations: [] };
const sort: PipelineStage = {
  type: 'sort',
  sorting: [{ fieldAccess: { path: ['a'] }, direction: 'asc' }],
};

describe('pipelineOrderNeeds', () => {
  it('numbers the rows of every stage when nothing discards their order', () => {
    expect(pipelineOrderNeeds([match, lookup, unwind])).toEqual({
      source: true,
      stages: [true, true, true],
    });
  });

  it('numbers nothing before a group, whose rows come out in key order', () => {
    expect(pipelineOrderNeeds([match, lookup, unwind, group, sort])).toEqual({
      source: false,
      stages: [false, false, false, true, true],
    });
  });

  it("numbers a sort's rows before it, for its ties, even where a group follows", () => {
    expect(pipelineOrderNeeds([match, sort, group])).toEqual({
      source: true,
      stages: [true, false, true],
    });
  });

  it('numbers the rows of a lookup that builds a list per row, but not of one unwound at once', () => {
    expect(pipelineOrderNeeds([lookup, group]).source).toBe(true);
    expect(pipelineOrderNeeds([lookup, { ...unwind, keepEmpty: true }, group]).source).toBe(true);
    expect(pipelineOrderNeeds([lookup, unwind, group]).source).toBe(false);
  });
});
