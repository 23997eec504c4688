import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StaticProcessHistoryFieldOptions } from '../definitions/staticFields.types';
import { createFakeProcessHistorySource } from './createFakeProcessHistorySource';
import {
  type ProcessHistoryEntry,
  type ProcessHistorySource,
  ProcessHistorySourceProvider,
} from './ProcessHistorySourceProvider';
import { renderWithTranslations } from './renderWithTranslations';
import { StaticProcessHistoryField } from './StaticProcessHistoryField';

const entries: ProcessHistoryEntry[] = [
  {
    changeDate: '2026-03-02T08:15:00',
    changeAuthor: 'Anna Nowak',
    fieldName: 'Status',
    oldValue: 'Nowy',
    newValue: 'W realizacji',
  },
  {
    changeDate: '2026-03-05T14:03:09',
    changeAuthor: 'Jan Kowalski',
    fieldName: 'Kwota',
    oldValue: null,
    newValue: '1 250,00 zł',
  },
];

function renderHistory(
  source: ProcessHistorySource | null,
  options: StaticProcessHistoryFieldOptions = { fieldIds: [] },
  language: 'pl' | 'en' = 'pl',
) {
  const field = (
    <StaticProcessHistoryField
      id="history"
      label="Historia zmian"
      options={options}
      value={null}
      onChange={() => {}}
      disabled={false}
      required={false}
    />
  );
  return renderWithTranslations(
    source ? (
      <ProcessHistorySourceProvider source={source}>{field}</ProcessHistorySourceProvider>
    ) : (
      field
    ),
    language,
  );
}

describe('StaticProcessHistoryField', () => {
  it('shows loading, then the entries newest first with date, author, field, old and new value', async () => {
    await renderHistory(createFakeProcessHistorySource({ entries }));
    expect(screen.getByText('Wczytywanie historii zmian…')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Historia zmian' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Data zmianyAutor zmianyPolePoprzednia wartośćNowa wartość',
      '2026-03-05 14:03:09Jan KowalskiKwota(brak)1 250,00 zł',
      '2026-03-02 08:15:00Anna NowakStatusNowyW realizacji',
    ]);
  });

  it('asks the source for its process and only the configured fields', async () => {
    const source = createFakeProcessHistorySource({ entries });
    const load = vi.spyOn(source, 'load');
    await renderHistory(source, { fieldIds: ['status', 'amount'] });
    await screen.findByRole('table');
    expect(load).toHaveBeenCalledWith(
      expect.objectContaining({ processId: 'process-1', fieldIds: ['status', 'amount'] }),
    );
  });

  it('asks for every change when no fields are configured', async () => {
    const source = createFakeProcessHistorySource({ entries });
    await renderHistory(source);
    await screen.findByRole('table');
    expect(source.calls).toEqual([{}]);
  });

  it('shows an empty state when the process has no changes', async () => {
    await renderHistory(createFakeProcessHistorySource({ entries: [] }));
    expect(await screen.findByText('Brak zmian do wyświetlenia.')).toBeInTheDocument();
  });

  it('shows a note instead of loading for a new form without a process', async () => {
    const source = createFakeProcessHistorySource({ entries }, { processId: null });
    await renderHistory(source);
    expect(
      screen.getByText('Historia zmian będzie dostępna po zapisaniu formularza.'),
    ).toBeInTheDocument();
    expect(source.calls).toEqual([]);
  });

  it('shows the same note outside a provider', async () => {
    await renderHistory(null, { fieldIds: [] }, 'en');
    expect(
      screen.getByText('The change history will be available once the form is saved.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    const source: ProcessHistorySource = {
      processId: 'process-1',
      load: vi.fn(() =>
        fail ? Promise.reject(new Error('503')) : Promise.resolve(entries.slice(0, 1)),
      ),
    };
    await renderHistory(source);
    expect(await screen.findByText('Nie udało się wczytać historii zmian.')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Anna Nowak')).toBeInTheDocument();
    expect(source.load).toHaveBeenCalledTimes(2);
  });

  it('aborts a pending load when it unmounts', async () => {
    const source = createFakeProcessHistorySource('never');
    const load = vi.spyOn(source, 'load');
    const { unmount } = await renderHistory(source);
    const signal = load.mock.calls[0]?.[0].signal;
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
