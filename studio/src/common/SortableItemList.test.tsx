import { Text } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStudioMessages } from '../storybook/withStudioMessages';
import { IconActionButton } from './IconActionButton';
import { SortableItemList } from './SortableItemList';
import { SortableRow } from './SortableRow';

interface Step {
  readonly id: string;
  readonly name: string;
}

const steps: Step[] = [
  { id: 'a', name: 'Zgłoszenie' },
  { id: 'b', name: 'Oferta' },
  { id: 'c', name: 'Montaż' },
];

const rowHeight = 40;

// jsdom lays nothing out: each list item stands one row below the one before it, so the
// keyboard's moves have places to go.
beforeEach(() => {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('li');
    const index = item ? [...item.parentElement!.children].indexOf(item) : 0;
    const top = index * rowHeight;
    return DOMRect.fromRect({ x: 0, y: top, width: 300, height: rowHeight - 4 });
  });
});
afterEach(() => vi.restoreAllMocks());

interface ListProps {
  readonly onMove?: (from: number, to: number) => void;
  readonly onSelect?: (id: string) => void;
  readonly onRemove?: (id: string) => void;
  readonly selectedId?: string;
}

function StepList({ onMove, onSelect, onRemove, selectedId }: ListProps) {
  return (
    <SortableItemList
      items={steps}
      idOf={(step) => step.id}
      nameOf={(step) => step.name}
      messages="processes.steps"
      onMove={onMove}
      label="Kroki procesu"
      renderItem={(step) => (
        <SortableRow
          key={step.id}
          id={step.id}
          label={step.name}
          handleLabel={`Przeciągnij: ${step.name}`}
          selected={step.id === selectedId}
          onSelect={onSelect && (() => onSelect(step.id))}
        >
          <Text>{step.name}</Text>
          <IconActionButton
            icon={<DeleteRegular />}
            label={`Usuń ${step.name}`}
            onClick={() => onRemove?.(step.id)}
          />
        </SortableRow>
      )}
    />
  );
}

const renderList = (props: ListProps) => render(withStudioMessages(() => <StepList {...props} />));

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('SortableItemList', () => {
  it('is a named list of rows, each named by its item, with a named drag handle', () => {
    renderList({});
    const list = screen.getByRole('list', { name: 'Kroki procesu' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Zgłoszenie',
      'Oferta',
      'Montaż',
    ]);
    expect(within(rows[1]!).getByRole('button', { name: 'Przeciągnij: Oferta' })).toBeVisible();
  });

  it('a selectable row is chosen by a click or Enter, not by its handle or its buttons', () => {
    const onSelect = vi.fn();
    const onRemove = vi.fn();
    renderList({ onSelect, onRemove, selectedId: 'b' });
    const offer = screen.getByRole('listitem', { name: 'Oferta' });
    expect(offer).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('listitem', { name: 'Montaż' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('button', { name: 'Przeciągnij: Oferta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Usuń Oferta' }));
    expect(onSelect).not.toHaveBeenCalled();
    expect(onRemove).toHaveBeenCalledWith('b');
    fireEvent.click(offer);
    fireEvent.keyDown(screen.getByRole('listitem', { name: 'Montaż' }), { key: 'Enter' });
    expect(onSelect.mock.calls).toEqual([['b'], ['c']]);
  });

  it('a row without onSelect is not a stop of the tab order', () => {
    renderList({});
    expect(screen.getByRole('listitem', { name: 'Oferta' })).not.toHaveAttribute('tabindex');
  });

  it('moves an item with the keyboard (space, arrow down, space), announcing each step', async () => {
    const onMove = vi.fn();
    renderList({ onMove });
    expect(
      screen.getByText(
        'Aby przenieść krok, naciśnij spację, przesuń go strzałkami i naciśnij spację ponownie. Escape anuluje.',
      ),
    ).toBeInTheDocument();
    const handle = screen.getByRole('button', { name: 'Przeciągnij: Zgłoszenie' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await flush();
    expect(screen.getByText('Krok Zgłoszenie jest nad pozycją 1.')).toBeInTheDocument();
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await flush();
    expect(screen.getByText('Krok Zgłoszenie jest nad pozycją 2.')).toBeInTheDocument();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await flush();
    expect(onMove).toHaveBeenCalledWith(0, 1);
    expect(screen.getByText('Przeniesiono krok Zgłoszenie na pozycję 2.')).toBeInTheDocument();
  });

  it('Escape puts the item back: nothing moves, the cancel is announced', async () => {
    const onMove = vi.fn();
    renderList({ onMove });
    const handle = screen.getByRole('button', { name: 'Przeciągnij: Oferta' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await flush();
    fireEvent.keyDown(handle, { key: 'ArrowDown', code: 'ArrowDown' });
    await flush();
    fireEvent.keyDown(handle, { key: 'Escape', code: 'Escape' });
    await flush();
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByText('Anulowano przenoszenie kroku Oferta.')).toBeInTheDocument();
  });
});
