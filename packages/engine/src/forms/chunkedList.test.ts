import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChunkedList } from './chunkedList';

describe('ChunkedList', () => {
  it('behaves like an array copied on every edit, leaving earlier versions untouched', () => {
    const edits = fc.array(fc.tuple(fc.nat(199), fc.integer()), { maxLength: 60 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), edits, (length, writes) => {
        const initial = Array.from({ length }, (_, index) => index);
        let list = ChunkedList.from(initial);
        let mirror = [...initial];
        const versions: [ChunkedList<number>, number[]][] = [[list, mirror]];
        for (const [index, value] of writes) {
          const at = index % length;
          const edit = list.edit();
          edit.set(at, value);
          list = edit.done();
          mirror = [...mirror];
          mirror[at] = value;
          versions.push([list, mirror]);
        }
        return versions.every(([version, expected]) =>
          expected.every((item, index) => version.get(index) === item),
        );
      }),
    );
  });

  it('an edit of several writes (some into one chunk) reads its own writes and leaves the original as it was', () => {
    const batches = fc.array(fc.array(fc.tuple(fc.nat(199), fc.integer()), { maxLength: 8 }), {
      maxLength: 12,
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), batches, (length, edits) => {
        let list = ChunkedList.from(Array.from({ length }, (_, index) => index));
        let mirror = Array.from({ length }, (_, index) => index);
        for (const writes of edits) {
          const before = [...mirror];
          const edit = list.edit();
          mirror = [...mirror];
          for (const [index, value] of writes) {
            edit.set(index % length, value);
            mirror[index % length] = value;
            expect(edit.get(index % length)).toBe(value);
          }
          const next = edit.done();
          expect(before.every((item, index) => list.get(index) === item)).toBe(true);
          expect(mirror.every((item, index) => next.get(index) === item)).toBe(true);
          list = next;
        }
      }),
    );
  });

  it('answers undefined outside its length', () => {
    expect(ChunkedList.from([1, 2]).get(40)).toBeUndefined();
  });
});
