import { describe, expect, it } from 'vitest';
import { rangeAt, readJsonSource } from './jsonSourceMap';

describe('readJsonSource', () => {
  it('maps each value to its characters by JSON pointer, escaping ~ and / in keys', () => {
    const text = '[\n  {"type": "match", "a/b~c": [1, true, null]}\n]';
    const read = readJsonSource(text);
    if (!read.ok) throw new Error('not read');
    expect(read.value).toEqual(JSON.parse(text));
    const at = (pointer: string) => {
      const range = read.ranges.get(pointer);
      return range && text.slice(range.start, range.end);
    };
    expect(at('')).toBe(text);
    expect(at('/0/type')).toBe('"match"');
    expect(at('/0/a~1b~0c')).toBe('[1, true, null]');
    expect(at('/0/a~1b~0c/1')).toBe('true');
  });

  it('reads exactly what JSON.parse reads: numbers, escapes, nesting, whitespace', () => {
    for (const text of [
      '-0.5e+3',
      '"\\u0041\\n"',
      '{"a":{"b":[[],{}]}}',
      ' \n[ ] ',
      '{"__proto__": 1}',
    ]) {
      const read = readJsonSource(text);
      expect(read.ok, text).toBe(true);
      if (read.ok) expect(read.value).toEqual(JSON.parse(text));
    }
  });

  it('names the first character that keeps a text from being JSON (the end when it stops short)', () => {
    expect(readJsonSource('[1, 2,]')).toEqual({ ok: false, at: 6 });
    expect(readJsonSource('{"a" 1}')).toEqual({ ok: false, at: 5 });
    expect(readJsonSource("{'a': 1}")).toEqual({ ok: false, at: 1 });
    expect(readJsonSource('[1')).toEqual({ ok: false, at: 2 });
    expect(readJsonSource('[] x')).toEqual({ ok: false, at: 3 });
    expect(readJsonSource('01')).toEqual({ ok: false, at: 1 });
    expect(readJsonSource('')).toEqual({ ok: false, at: 0 });
  });
});

describe('rangeAt', () => {
  it('a pointer the text lacks (a missing property) is shown on the nearest value above it', () => {
    const read = readJsonSource('[{"type": "match"}]');
    if (!read.ok) throw new Error('not read');
    expect(rangeAt(read.ranges, '/0/filter/type')).toEqual({ start: 1, end: 18 });
    expect(rangeAt(read.ranges, '/5')).toEqual({ start: 0, end: 19 });
    expect(rangeAt(new Map(), '/0')).toEqual({ start: 0, end: 0 });
  });
});
