import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTessera } from '../storybook/withTessera';
import { AddActionMenu } from './AddActionMenu';

const processes = [
  { id: 'p1', name: 'Zgłoszenie awarii', startFormId: 'f1' },
  { id: 'p2', name: 'Wniosek urlopowy', startFormId: 'f2' },
];

describe('AddActionMenu (spec 000 §2: a searchable list of the processes the user may start)', () => {
  it('is hidden when there is nothing to start', () => {
    render(withTessera(() => <AddActionMenu processes={[]} onStart={() => undefined} />));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches ignoring case and diacritics, and starts the chosen process', async () => {
    const onStart = vi.fn();
    render(withTessera(() => <AddActionMenu processes={processes} onStart={onStart} />));
    fireEvent.click(screen.getByRole('button', { name: 'Rozpocznij proces' }));
    expect(await screen.findAllByRole('menuitem')).toHaveLength(2);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj procesu' }), {
      target: { value: 'zgloszenie' },
    });
    expect(screen.getAllByRole('menuitem')).toHaveLength(1);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Zgłoszenie awarii' }));
    expect(onStart).toHaveBeenCalledWith(processes[0]);
  });

  it('says so when the search matches nothing', async () => {
    render(withTessera(() => <AddActionMenu processes={processes} onStart={() => undefined} />));
    fireEvent.click(screen.getByRole('button', { name: 'Rozpocznij proces' }));
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'faktura' } });
    expect(screen.getByText('Brak procesów pasujących do wyszukiwania')).toBeInTheDocument();
  });
});
