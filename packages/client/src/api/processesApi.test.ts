import { describe, expect, it } from 'vitest';
import { createFixtureAdapter } from '../createFixtureAdapter';
import { fetchProcesses, type ProcessSummary, startableProcesses } from './processesApi';

const process = (overrides: Partial<ProcessSummary>): ProcessSummary => ({
  id: 'p',
  name: 'Proces',
  status: 'active',
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
