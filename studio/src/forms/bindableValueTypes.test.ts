import { describe, expect, it } from 'vitest';
import { bindableValueTypes } from './bindableValueTypes';

describe('bindableValueTypes (binding picker filtered by compatible value type)', () => {
  it('a text field binds to text provider fields, a number field to number ones', () => {
    expect(bindableValueTypes('text', null)).toEqual(['text']);
    expect(bindableValueTypes('number', null)).toEqual(['number']);
    expect(bindableValueTypes('checkbox', null)).toEqual(['boolean']);
  });

  it('static elements and containers hold no value and bind to nothing', () => {
    expect(
      bindableValueTypes('static_text', { valueSchema: { type: ['string', 'null'] } }),
    ).toEqual([]);
    expect(bindableValueTypes('container', null)).toEqual([]);
  });

  it("a plugin's unknown type is read from its value schema", () => {
    expect(bindableValueTypes('rating', { valueSchema: { type: ['integer', 'null'] } })).toEqual([
      'number',
    ]);
    expect(bindableValueTypes('signature', { valueSchema: { type: 'null' } })).toEqual([]);
    expect(bindableValueTypes('tags', { valueSchema: { type: 'array' } })).toEqual(['schema']);
  });
});
