import { METHOD_TYPES } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { methodTypeGroups } from './methodTypeGroups';

describe('methodTypeGroups', () => {
  it('offers every method type the engine knows (spec 001 §3.9), each once', () => {
    const offered = methodTypeGroups.flatMap(({ types }) => [...types]);
    expect(new Set(offered).size).toBe(offered.length);
    expect([...offered].sort()).toEqual([...METHOD_TYPES].sort());
  });
});
