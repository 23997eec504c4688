import { describe, expect, it } from 'vitest';
import { createEvaluationContext } from './createEvaluationContext';
import { createStaticHost } from './createStaticHost';
import { mergeDependencies, NO_DEPENDENCIES } from './dependencies';

describe('createStaticHost', () => {
  it('answers from plain values: a fixed clock, UTC by default, a guest', () => {
    const now = new Date('2024-05-01T10:00:00Z');
    const host = createStaticHost({ now });
    expect(host.now()).toEqual(now);
    expect(host.now()).not.toBe(now);
    expect(host.timeZone).toBe('UTC');
    expect(host.currentUser).toBeNull();
    expect(host.appBaseUrl).toBeUndefined();
  });

  it('rejects delegated methods it was not given a way to compute, and answers the rest plainly', async () => {
    const host = createStaticHost();
    await expect(
      host.resolveDelegatedMethod(
        { type: 'generated_code_sequence', codeSequenceId: 's' },
        createEvaluationContext({ host }),
        {},
      ),
    ).rejects.toThrow('This host cannot compute generated_code_sequence methods.');
    await expect(host.isUnique({ value: 'a', params: {}, path: 'x' })).resolves.toBe(true);
    await expect(host.checkExternal({ value: 'a', params: {}, path: 'x' })).resolves.toEqual({
      valid: true,
    });
    await expect(host.getFileContent('f')).resolves.toBeNull();
  });
});

describe('createEvaluationContext', () => {
  it('fills what is not given with empty values', () => {
    const host = createStaticHost();
    expect(createEvaluationContext({ host, values: { a: 1 } })).toEqual({
      values: { a: 1 },
      variables: {},
      recordId: null,
      urlQuery: {},
      device: { geolocation: null },
      rowIndexes: {},
      host,
    });
  });
});

describe('mergeDependencies', () => {
  it('is the union of the parts, without repeats, in first-seen order', () => {
    const merged = mergeDependencies([
      { fields: ['a', 'b'], variables: [], context: ['clock'] },
      NO_DEPENDENCIES,
      { fields: ['b', 'c'], variables: ['v'], context: ['clock', 'user'] },
    ]);
    expect(merged).toEqual({
      fields: ['a', 'b', 'c'],
      variables: ['v'],
      context: ['clock', 'user'],
    });
    expect(Object.isFrozen(merged.fields)).toBe(true);
    expect(mergeDependencies([])).toBe(NO_DEPENDENCIES);
  });
});
