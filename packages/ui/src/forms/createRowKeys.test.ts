import { describe, expect, it } from 'vitest';
import { createRowKeys } from './createRowKeys';

describe('createRowKeys', () => {
  it('keeps each row its key when a row is inserted or removed before it', () => {
    const keys = createRowKeys('items');
    const [first, second] = keys.sync(2);
    keys.insert(1);
    const afterInsert = keys.sync(3);
    expect(afterInsert[0]).toBe(first);
    expect(afterInsert[2]).toBe(second);
    expect(new Set(afterInsert).size).toBe(3);
    keys.remove(0);
    expect(keys.sync(2)).toEqual([afterInsert[1], second]);
  });

  it('follows rows the store added or dropped itself, at the end', () => {
    const keys = createRowKeys('items');
    const before = keys.sync(1);
    expect(keys.sync(3)[0]).toBe(before[0]);
    expect(keys.sync(1)).toEqual(before);
  });

  it('hands out the same array while the count holds', () => {
    const keys = createRowKeys('items');
    expect(keys.sync(2)).toBe(keys.sync(2));
  });
});

describe('createRowKeys undo', () => {
  it('puts a removed key back where it was', () => {
    const keys = createRowKeys('items');
    const before = keys.sync(3);
    const removed = keys.remove(1);
    keys.insert(1, removed);
    expect(keys.sync(3)).toEqual(before);
  });
});

describe('createRowKeys indexOf', () => {
  it('finds where a row is now, after rows were inserted or removed before it', () => {
    const keys = createRowKeys('items');
    const [first, second] = keys.sync(2);
    expect(keys.indexOf(second!)).toBe(1);
    keys.insert(0);
    expect(keys.indexOf(second!)).toBe(2);
    keys.remove(1);
    expect(keys.indexOf(first!)).toBe(-1);
    expect(keys.indexOf(second!)).toBe(1);
  });
});
