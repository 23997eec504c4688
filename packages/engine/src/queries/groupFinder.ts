import { isEmpty } from '../conditions/compareValues';
import { createGroupState, type GroupState } from './groupAccumulator';
import type { Frame, FrameReader } from './rowAccess';
import {
  canonicalKey,
  compareKeys,
  fillOrderKey,
  newOrderKey,
  type OrderKey,
  preferredOf,
  type TemporalCache,
} from './valueOrder';

/**
 * Finds (or opens) the group of a row: a hash of its keys' canonical texts, in the total order's
 * equality ('12' and 12 are one group; the key shown is the preferred spelling). A scalar key is
 * looked up by the value itself first, so a repeated key is classified once.
 * @internal
 */
export interface GroupFinder {
  find(frame: Frame): GroupState;
  /** Forgets every group: a new run. */
  reset(): void;
}

/** A key as the output row holds it: empty values are null. */
function keyValue(value: unknown): unknown {
  return isEmpty(value) ? null : value;
}

/** Creates the finder of a group stage; the groups it opens are pushed to `groups`. @internal */
export function createGroupFinder(
  keyReaders: readonly FrameReader[],
  groups: GroupState[],
  numberCount: number,
  valueCount: number,
  cacheOf: () => TemporalCache,
): GroupFinder {
  const byKey = new Map<string, GroupState>();
  const byValue = new Map<unknown, GroupState>();
  const keyParts = keyReaders.map(() => new Map<unknown, string>());
  const reset = () => {
    byKey.clear();
    byValue.clear();
    for (const parts of keyParts) parts.clear();
  };
  const newGroup = (keys: unknown[]): GroupState => {
    const group = createGroupState(keys, numberCount, valueCount);
    groups.push(group);
    return group;
  };
  if (keyReaders.length === 0) return { find: () => groups[0] ?? newGroup([]), reset };
  if (keyReaders.length === 1) {
    const read = keyReaders[0]!;
    return {
      reset,
      find(frame) {
        const value = read(frame);
        const scalar = typeof value !== 'object' || value === null;
        if (scalar) {
          const known = byValue.get(value);
          if (known !== undefined) return known;
        }
        const key = canonicalKey(value, cacheOf());
        let group = byKey.get(key);
        if (group === undefined) {
          group = newGroup([keyValue(value)]);
          byKey.set(key, group);
        } else if (group.keys[0] !== null) {
          group.keys[0] = preferredOf(group.keys[0], value);
        }
        if (scalar) byValue.set(value, group);
        return group;
      },
    };
  }
  return {
    reset,
    find(frame) {
      let composite = '';
      const values: unknown[] = [];
      for (let index = 0; index < keyReaders.length; index += 1) {
        const value = keyReaders[index]!(frame);
        values.push(value);
        const parts = keyParts[index]!;
        const scalar = typeof value !== 'object' || value === null;
        let part = scalar ? parts.get(value) : undefined;
        if (part === undefined) {
          part = canonicalKey(value, cacheOf());
          if (scalar) parts.set(value, part);
        }
        composite += `${part}\u0000`;
      }
      let group = byKey.get(composite);
      if (group === undefined) {
        group = newGroup(values.map(keyValue));
        byKey.set(composite, group);
      } else {
        for (let index = 0; index < values.length; index += 1) {
          if (group.keys[index] !== null) {
            group.keys[index] = preferredOf(group.keys[index], values[index]);
          }
        }
      }
      return group;
    },
  };
}

/** Groups in the total order of their keys, key by key. @internal */
export function orderGroups(groups: readonly GroupState[], cache: TemporalCache): GroupState[] {
  if (groups.length < 2 || groups[0]!.keys.length === 0) return [...groups];
  const keys: OrderKey[][] = groups.map((group) =>
    group.keys.map((value) => fillOrderKey(value, newOrderKey(), cache)),
  );
  const positions = groups.map((_, index) => index);
  positions.sort((a, b) => {
    const left = groups[a]!.keys;
    const right = groups[b]!.keys;
    for (let index = 0; index < left.length; index += 1) {
      const order = compareKeys(
        keys[a]![index]!,
        left[index],
        keys[b]![index]!,
        right[index],
        cache,
      );
      if (order !== 0) return order;
    }
    return 0;
  });
  return positions.map((position) => groups[position]!);
}
