import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderDescription } from '../api/schemaDescriptionsApi';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { encodeQuery } from '../encodeQuery';
import { createProviderDescriptionsLoader } from './createProviderDescriptionsLoader';

const descriptions: ProviderDescription[] = ['p-1', 'p-2'].map((id) => ({
  id,
  name: `Provider ${id}`,
  type: 'manual',
  fields: [
    {
      id: 'name',
      dbFieldName: 'name',
      name: 'Nazwa',
      type: 'value_field',
      fieldValue: { type: 'text' },
    },
  ],
}));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createProviderDescriptionsLoader (spec 000 §7: provider descriptions, batched at 200 ms)', () => {
  it('loads the providers asked for within 200 ms with one GET schema-descriptions', async () => {
    const adapter = createFixtureAdapter({
      'GET schema-descriptions': ({ query }) => {
        const wanted = (query?.filter as { id?: string[] } | undefined)?.id ?? [];
        const data = descriptions.filter((description) => wanted.includes(description.id));
        return {
          data,
          meta: { page: 1, perPage: 3, lastPage: 1, total: data.length },
          relations: {},
        };
      },
    });
    const loader = createProviderDescriptionsLoader(adapter);
    const loads = [loader.load('p-2'), loader.load('gone'), loader.load('p-1'), loader.load('p-2')];
    await vi.advanceTimersByTimeAsync(200);
    await expect(Promise.all(loads)).resolves.toEqual([
      descriptions[1],
      null,
      descriptions[0],
      descriptions[1],
    ]);
    expect(adapter.calls).toHaveLength(1);
    expect(encodeQuery(adapter.calls[0]!.query!)).toBe(
      'filter[id][0]=p-2&filter[id][1]=gone&filter[id][2]=p-1&pagination[perPage]=3',
    );
  });

  it('loads again after the window: a later call is its own batch', async () => {
    const adapter = createFixtureAdapter({
      'GET schema-descriptions': () => ({
        data: descriptions,
        meta: { page: 1, perPage: 2, lastPage: 1, total: 2 },
        relations: {},
      }),
    });
    const loader = createProviderDescriptionsLoader(adapter);
    const first = loader.load('p-1');
    await vi.advanceTimersByTimeAsync(200);
    await first;
    const second = loader.load('p-2');
    await vi.advanceTimersByTimeAsync(200);
    await expect(second).resolves.toEqual(descriptions[1]);
    expect(adapter.calls).toHaveLength(2);
  });
});
