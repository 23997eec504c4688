import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { runCustomPipeline, runGeneralQuery } from './customQueryApi';

describe('runGeneralQuery (spec 001 §7: POST queries/custom with the query and params)', () => {
  it('sends the query and its params, and answers the page', async () => {
    const answer = {
      data: [{ id: 'r-1', data: { name: 'Jan' }, createdAt: '2026-01-02T10:00:00.000Z' }],
      meta: { page: 2, perPage: 10, lastPage: 3, total: 25 },
    };
    const adapter = createFixtureAdapter({ 'POST queries/custom': answer });
    const query = {
      type: 'general_query',
      fromProviderId: 'p-1',
      sorting: [{ fieldAccess: { path: ['name'] }, direction: 'asc' }],
    } as const;
    await expect(
      runGeneralQuery(adapter, query, { pagination: { page: 2, perPage: 10 }, totals: true }),
    ).resolves.toEqual(answer);
    expect(adapter.calls[0]).toMatchObject({
      method: 'POST',
      path: 'queries/custom',
      body: { query, params: { pagination: { page: 2, perPage: 10 }, totals: true } },
    });
  });
});

describe('runCustomPipeline (spec 001 §7: POST queries/custom with a pipeline)', () => {
  it('sends the pipeline alone and answers every row it gave', async () => {
    const answer = { data: [{ region: 'north', total: 3 }], meta: { total: 1 } };
    const adapter = createFixtureAdapter({ 'POST queries/custom': answer });
    const pipeline = {
      fromProviderId: 'p-1',
      stages: [
        {
          type: 'group',
          groupBy: [
            { propertyName: 'region', expression: { type: 'fieldPath', path: ['region'] } },
          ],
          aggregations: [{ propertyName: 'total', method: 'count' }],
        },
      ],
    } as const;
    await expect(runCustomPipeline(adapter, pipeline)).resolves.toEqual(answer);
    expect(adapter.calls[0]).toMatchObject({
      method: 'POST',
      path: 'queries/custom',
      body: { pipeline },
    });
  });

  it('asks for one page of the rows with its params', async () => {
    const answer = {
      data: [{ region: 'north' }],
      meta: { page: 1, perPage: 50, lastPage: 4, total: 170 },
    };
    const adapter = createFixtureAdapter({ 'POST queries/custom': answer });
    const pipeline = { fromProviderId: 'p-1', stages: [] } as const;
    const params = { pagination: { page: 1, perPage: 50 } };
    await expect(runCustomPipeline(adapter, pipeline, params)).resolves.toEqual(answer);
    expect(adapter.calls[0]).toMatchObject({ body: { pipeline, params } });
  });
});
