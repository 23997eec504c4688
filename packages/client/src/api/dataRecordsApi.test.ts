import { describe, expect, it } from 'vitest';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { saveDataRecord } from './dataRecordsApi';
import type { RecordItem } from './processItem.types';

const providerId = 'd0000000-0000-4000-8000-000000000011';
const record: RecordItem = {
  id: 'r-1',
  providerId,
  data: { name: 'Jan Kowalski' },
  originalData: { name: 'Jan Kowalski' },
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'u-1',
};

describe('saveDataRecord (spec 001 §7: PUT dataRecords/{providerId}/record/{recordId}, no id to create)', () => {
  it('creates with PUT …/record and answers the saved record', async () => {
    const adapter = createFixtureAdapter({
      [`PUT dataRecords/${providerId}/record`]: { data: record },
    });
    const fields = [{ providerFieldId: 'name', value: 'Jan Kowalski' }];
    await expect(saveDataRecord(adapter, providerId, { fields })).resolves.toEqual(record);
    expect(adapter.calls[0]).toMatchObject({
      method: 'PUT',
      path: `dataRecords/${providerId}/record`,
      body: { fields },
    });
  });

  it('changes a record with its id in the path, and sends the idempotency key as a header', async () => {
    const adapter = createFixtureAdapter({
      [`PUT dataRecords/${providerId}/record/r-1`]: { data: record },
    });
    await saveDataRecord(
      adapter,
      providerId,
      { id: 'r-1', fields: [], updateReason: 'Literówka', version: 1 },
      { idempotencyKey: 'k-1', skipErrorNotification: true },
    );
    expect(adapter.calls[0]).toMatchObject({
      path: `dataRecords/${providerId}/record/r-1`,
      body: { id: 'r-1', updateReason: 'Literówka', version: 1 },
      headers: { 'Idempotency-Key': 'k-1' },
      skipErrorNotification: true,
    });
  });

  it('fails with the server answer, so a 422 keeps its problems', async () => {
    const problems = [{ path: '/fields/0/value', message: 'must be a number' }];
    const adapter = createFixtureAdapter({
      [`PUT dataRecords/${providerId}/record`]: () => {
        throw createApiErrorFromResponse(422, { statusCode: 422, errors: problems });
      },
    });
    await expect(saveDataRecord(adapter, providerId, { fields: [] })).rejects.toMatchObject({
      status: 422,
      body: { errors: problems },
    });
  });
});
