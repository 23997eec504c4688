import { describe, expect, it } from 'vitest';
import { createApiErrorFromResponse } from '../apiError';
import { createFixtureAdapter } from '../createFixtureAdapter';
import {
  fetchProcesses,
  type ProcessSaveResult,
  type ProcessSummary,
  startableProcesses,
  startProcess,
  updateProcess,
} from './processesApi';

const process = (overrides: Partial<ProcessSummary>): ProcessSummary => ({
  id: 'p',
  name: 'Proces',
  status: 'active',
  type: 'options',
  startableByCurrentUser: true,
  defaultStartingStepId: 's1',
  startFormId: 'f1',
  ...overrides,
});

describe('fetchProcesses', () => {
  it('reads the summaries of GET settings/processes', async () => {
    const adapter = createFixtureAdapter({ 'GET settings/processes': { data: [process({})] } });
    await expect(fetchProcesses(adapter)).resolves.toEqual([process({})]);
  });
});

describe('startableProcesses (spec 000 §2: the processes the current user may start)', () => {
  it('lists only processes started by exactly one form, by name', () => {
    const listed = startableProcesses([
      process({ id: 'z', name: 'Zlecenie' }),
      process({ id: 'diagram', name: 'Bez formularza', startFormId: null }),
      process({ id: 'a', name: 'Awaria' }),
    ]);
    expect(listed.map((item) => item.id)).toEqual(['a', 'z']);
  });

  it('leaves out what the user may not start and what is not active', () => {
    expect(
      startableProcesses([
        process({ startableByCurrentUser: false }),
        process({ status: 'inactive' }),
        process({ status: 'deleted' }),
      ]),
    ).toEqual([]);
  });
});

const saved: ProcessSaveResult = {
  process: {
    id: 'p-1',
    processSettingsId: 'ps-1',
    currentStepId: 'offer',
    isFinished: false,
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
  },
  dataRecord: {
    id: 'r-1',
    providerId: 'prov',
    data: { customerName: 'Jan' },
    originalData: { customerName: 'Jan' },
    version: 1,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'u1',
  },
  listenerOutputs: [],
  actionOutputs: [],
};
const fields = [{ fieldId: 'customerName', value: 'Jan' }];

describe('startProcess (POST processes — spec 002 §7 save)', () => {
  it('sends the start form and answers the process and its record', async () => {
    const adapter = createFixtureAdapter({ 'POST processes': { data: saved } });
    await expect(
      startProcess(
        adapter,
        { processSettingsId: 'ps-1', formId: 'f-lead', fields, urlQueryParams: { source: 'www' } },
        { idempotencyKey: 'k-1' },
      ),
    ).resolves.toEqual(saved);
    expect(adapter.calls[0]).toMatchObject({
      method: 'POST',
      path: 'processes',
      body: {
        processSettingsId: 'ps-1',
        formId: 'f-lead',
        fields,
        urlQueryParams: { source: 'www' },
      },
      headers: { 'Idempotency-Key': 'k-1' },
    });
  });

  it('sends no idempotency header when no key is given', async () => {
    const adapter = createFixtureAdapter({ 'POST processes': { data: saved } });
    await startProcess(adapter, { processSettingsId: 'ps-1', formId: 'f', fields: [] });
    expect(adapter.calls[0]).not.toHaveProperty('headers');
  });
});

describe('updateProcess (PATCH processes/{id} — spec 002 §7 save)', () => {
  it('sends the form, its fields and the record version it opened', async () => {
    const adapter = createFixtureAdapter({ 'PATCH processes/:id': { data: saved } });
    await updateProcess(
      adapter,
      'p-1',
      { formId: 'f-offer', fields, version: 3 },
      { idempotencyKey: 'k-2', skipErrorNotification: true },
    );
    expect(adapter.calls[0]).toMatchObject({
      method: 'PATCH',
      path: 'processes/p-1',
      body: { formId: 'f-offer', fields, version: 3 },
      headers: { 'Idempotency-Key': 'k-2' },
      skipErrorNotification: true,
    });
  });

  it('rejects with 409 staleRecordVersion when someone else saved the record meanwhile', async () => {
    const adapter = createFixtureAdapter({
      'PATCH processes/:id': () => {
        throw createApiErrorFromResponse(409, { errorType: 'staleRecordVersion' });
      },
    });
    await expect(
      updateProcess(adapter, 'p-1', { formId: 'f', fields: [], version: 1 }),
    ).rejects.toMatchObject({ status: 409, errorType: 'staleRecordVersion' });
  });
});
