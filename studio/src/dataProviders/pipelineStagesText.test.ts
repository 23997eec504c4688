import type { PipelineStage } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { readStagesText, shownStagesText, stagesText } from './pipelineStagesText';
import { emptyProviderDraft } from './providerDraft';
import { changeProviderType, withPipelineStages } from './virtualProviderDraft';

const sort: PipelineStage = { type: 'sort', sorting: [{ fieldAccess: { path: ['kwota'] } }] };

describe('the stages written as text', () => {
  it('round-trips: the stages written are read back, with where each part stands', () => {
    const text = stagesText([sort]);
    const reading = readStagesText(text);
    if (!('stages' in reading)) throw new Error(JSON.stringify(reading));
    expect(reading.stages).toEqual([sort]);
    const range = reading.ranges.get('/0/sorting');
    expect(range && text.slice(range.start, range.end)).toContain('"kwota"');
  });

  it('a text that is not JSON says where (line and column)', () => {
    expect(readStagesText('[\n  {"type": "sort",}\n]')).toEqual({
      problem: {
        range: { start: 20, end: 21 },
        text: { studio: 'dataProviders.problems.jsonSyntax', params: { line: 2, column: 19 } },
      },
    });
  });

  it('spec 001 §3.13: the stages are a list of match, lookup, sort, group, unwind or union', () => {
    expect(readStagesText('{"type": "match"}')).toMatchObject({
      problem: { text: { studio: 'dataProviders.problems.stagesNotList' } },
    });
    const text = '[{"type": "sort", "sorting": []}, {"type": "filter"}]';
    const at = text.indexOf('"filter"');
    expect(readStagesText(text)).toMatchObject({
      problem: {
        range: { start: at, end: at + '"filter"'.length },
        text: {
          studio: 'dataProviders.problems.stageType',
          params: { types: 'match, lookup, sort, group, unwind, union' },
        },
      },
    });
    expect(readStagesText('[1]')).toMatchObject({ problem: { range: { start: 1, end: 2 } } });
  });

  it("the text typed stays while the draft holds what it held then; any other change shows the draft's stages", () => {
    const draft = changeProviderType({ ...emptyProviderDraft(), name: 'P' }, 'pipeline_query');
    expect(shownStagesText(emptyProviderDraft(), null)).toBeUndefined();
    expect(shownStagesText(draft, null)).toBe('[]');
    // Typing something that is not stages yet leaves the draft as it is.
    const stages = draft.type === 'pipeline_query' ? draft.config.pipeline.stages : [];
    expect(shownStagesText(draft, { text: '[{', stages })).toBe('[{');
    // Another change (an undo to other stages) shows those.
    const other = withPipelineStages(draft, [sort]);
    expect(shownStagesText(other, { text: '[{', stages })).toBe(stagesText([sort]));
  });
});
