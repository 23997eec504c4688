import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { fetchDataRecord } from './fetchDataRecord';

describe('fetchDataRecord (GET dataRecords/{providerId}/record/{recordId})', () => {
  it('reads the record from data', async () => {
    const record = {
      id: 'r-1',
      providerId: 'p-1',
      data: { name: 'Jan' },
      originalData: { name: 'Jan' },
      version: 2,
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-01-02T10:00:00.000Z',
      createdBy: null,
    };
    const adapter = createFixtureAdapter({
      'GET dataRecords/:providerId/record/:recordId': { data: record },
    });
    await expect(fetchDataRecord(adapter, 'p-1', 'r-1')).resolves.toEqual(record);
    expect(adapter.calls[0]!.path).toBe('dataRecords/p-1/record/r-1');
  });
});
