import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { checkboxListFieldType } from '../definitions/checkboxListFieldType';
import type { CheckboxListFieldOptions, ChoiceValue } from '../definitions/fieldsChoice.types';
import { fieldsChoiceMessages } from '../messages';
import { CheckboxListFieldInput } from './CheckboxListFieldInput';
import { Controlled, renderWithSource } from './choiceTestKit';
import { createMemoryChoiceSource } from './createMemoryChoiceSource';
import { EXAMPLE_STATUSES } from './exampleChoiceRecords';

const texts = fieldsChoiceMessages.pl.selectList;
const statusOptions: CheckboxListFieldOptions = {
  ...checkboxListFieldType.defaultOptions,
  query: { fromProviderId: 'statuses' },
  presentValueAccess: { path: ['name'] },
};

async function setup(
  value: readonly ChoiceValue[],
  options: Partial<CheckboxListFieldOptions> = {},
) {
  const source = createMemoryChoiceSource({ providers: { statuses: EXAMPLE_STATUSES } });
  const onChange = vi.fn();
  const result = await renderWithSource(
    source,
    <Controlled
      renderer={CheckboxListFieldInput}
      id="statuses"
      label="Statusy"
      options={{ ...statusOptions, ...options }}
      initialValue={value}
      onChange={onChange}
      disabled={false}
      required={false}
    />,
  );
  return { source, onChange, ...result };
}

describe('CheckboxListFieldInput', () => {
  it('ticks and unticks options; the value lists them in the order ticked', async () => {
    const { onChange } = await setup(['done']);
    expect(await screen.findByRole('checkbox', { name: 'Zakończony' })).toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Nowy' }));
    expect(onChange).toHaveBeenLastCalledWith(['done', 'new']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Zakończony' }));
    expect(onChange).toHaveBeenLastCalledWith(['new']);
  });

  it('lays the options out in a row when horizontal (spec 002 §3 direction)', async () => {
    await setup([], { direction: 'horizontal' });
    await screen.findByRole('checkbox', { name: 'Nowy' });
    const group = screen.getByRole('group', { name: 'Statusy' });
    expect(getComputedStyle(group).flexDirection).toBe('row');
  });

  it("drops chosen values not among the options after loading, reported once (spec 002 §4 'after loading, selected values not among the options are dropped')", async () => {
    const { onChange } = await setup(['new', 'gone', 'done']);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['new', 'done']));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("shows 'selectList.noData' when the query offers nothing (spec 002 §8)", async () => {
    await setup([], { query: { fromProviderId: 'nothing' } });
    expect(await screen.findByText(texts.noData)).toBeInTheDocument();
  });
});
