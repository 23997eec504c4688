import { describe, expect, it, vi } from 'vitest';
import { createDefinitionCache, definitionKey } from './definitionCache';

const tenantOf = (clientId: string, definitionsGeneration?: string) => ({
  client: { id: clientId, key: clientId, name: clientId, enabledFeatures: {}, settings: {} },
  ...(definitionsGeneration === undefined ? {} : { definitionsGeneration }),
});
const key = definitionKey('view', 'version-1', 'view-1');

describe('createDefinitionCache', () => {
  it('answers the same generation from the cache, and loads again for a new one', async () => {
    const cache = createDefinitionCache();
    const load = vi.fn(async () => ({ name: `v${load.mock.calls.length}` }));
    expect(await cache.read(tenantOf('a', '1'), key, load)).toEqual({ name: 'v1' });
    expect(await cache.read(tenantOf('a', '1'), key, load)).toEqual({ name: 'v1' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await cache.read(tenantOf('a', '2'), key, load)).toEqual({ name: 'v2' });
    expect(await cache.read(tenantOf('a', '2'), key, load)).toEqual({ name: 'v2' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps each client's definitions apart, under the same key and generation", async () => {
    const cache = createDefinitionCache();
    await cache.read(tenantOf('a', '1'), key, async () => ({ owner: 'a' }));
    expect(await cache.read(tenantOf('b', '1'), key, async () => ({ owner: 'b' }))).toEqual({
      owner: 'b',
    });
    expect(await cache.read(tenantOf('a', '1'), key, async () => ({ owner: 'none' }))).toEqual({
      owner: 'a',
    });
  });

  it('always loads without a generation (a visitor), and never keeps what is absent', async () => {
    const cache = createDefinitionCache();
    const load = vi.fn(async () => ({ name: 'x' }));
    await cache.read(tenantOf('a'), key, load);
    await cache.read(tenantOf('a'), key, load);
    expect(load).toHaveBeenCalledTimes(2);
    const absent = vi.fn(async () => undefined);
    expect(await cache.read(tenantOf('a', '1'), key, absent)).toBeUndefined();
    expect(await cache.read(tenantOf('a', '1'), key, absent)).toBeUndefined();
    expect(absent).toHaveBeenCalledTimes(2);
  });

  it('hands out frozen definitions: one object serves every request', async () => {
    const cache = createDefinitionCache();
    const view = await cache.read(tenantOf('a', '1'), key, async () => ({
      columns: [{ id: 'c1', fieldAccess: { path: ['name'] } }],
    }));
    expect(() => {
      (view as { columns: { id: string }[] }).columns[0]!.id = 'changed';
    }).toThrow(TypeError);
    expect(() => (view as { columns: unknown[] }).columns.push({})).toThrow(TypeError);
  });

  it('lets the least recently used go past its capacity', async () => {
    const cache = createDefinitionCache(2);
    const load = vi.fn(async () => ({}));
    const read = (name: string) =>
      cache.read(tenantOf('a', '1'), definitionKey('view', 'version-1', name), load);
    await read('one');
    await read('two');
    await read('one'); // used again: now "two" is the least recently used
    await read('three');
    expect(load).toHaveBeenCalledTimes(3);
    await read('one');
    expect(load).toHaveBeenCalledTimes(3);
    await read('two');
    expect(load).toHaveBeenCalledTimes(4);
  });
});
