import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChoiceValue, RadioGroupFieldOptions } from '../definitions/fieldsChoice.types';
import { radioGroupFieldType } from '../definitions/radioGroupFieldType';
import { fieldsChoiceMessages } from '../messages';
import { Controlled, renderWithSource } from './choiceTestKit';
import { createMemoryChoiceSource, type MemoryChoiceSourceInput } from './createMemoryChoiceSource';
import { EXAMPLE_CITIES, EXAMPLE_STATUSES } from './exampleChoiceRecords';
import { RadioGroupFieldInput } from './RadioGroupFieldInput';

const texts = fieldsChoiceMessages.pl.selectList;
const statusOptions: RadioGroupFieldOptions = {
  ...radioGroupFieldType.defaultOptions,
  query: { fromProviderId: 'statuses', sorting: [{ fieldAccess: { path: ['order'] } }] },
  presentValueAccess: { path: ['name'] },
  colorAccess: { path: ['color'] },
};

interface Setup {
  readonly value?: ChoiceValue | null;
  readonly options?: Partial<RadioGroupFieldOptions>;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly source?: Partial<MemoryChoiceSourceInput>;
}

async function setup({
  value = null,
  options = {},
  required = false,
  readOnly = false,
  source: input = {},
}: Setup = {}) {
  const source = createMemoryChoiceSource({
    providers: { statuses: EXAMPLE_STATUSES, cities: EXAMPLE_CITIES },
    ...input,
  });
  const onChange = vi.fn();
  const result = await renderWithSource(
    source,
    <Controlled
      renderer={RadioGroupFieldInput}
      id="status"
      label="Status"
      options={{ ...statusOptions, ...options }}
      initialValue={value}
      onChange={onChange}
      disabled={false}
      required={required}
      readOnly={readOnly}
    />,
  );
  return { source, onChange, ...result };
}

describe('RadioGroupFieldInput', () => {
  it('loads 100 options per page and shows them in the query order (spec 002 §7)', async () => {
    const { source } = await setup();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(5));
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('span')?.textContent)).toEqual(
      ['Nowy', 'W realizacji', 'Wstrzymany', 'Zakończony', 'Anulowany'],
    );
    expect(source.requests.loadPage[0]).toMatchObject({ page: 1, perPage: 100 });
  });

  it('chooses an option', async () => {
    const { onChange } = await setup();
    fireEvent.click(await screen.findByRole('radio', { name: 'Zakończony' }));
    expect(onChange).toHaveBeenLastCalledWith('done');
    expect(screen.getByRole('radio', { name: 'Zakończony' })).toBeChecked();
  });

  it("clears the value when the chosen radio is clicked and the field is not required (spec 002 §4 'clicking the selected radio item clears it (value null) when not required')", async () => {
    const { onChange } = await setup({ value: 'done' });
    const done = await screen.findByRole('radio', { name: 'Zakończony' });
    expect(done).toBeChecked();
    fireEvent.click(done);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(done).not.toBeChecked();
  });

  it('keeps the value when the chosen radio is clicked in a required field', async () => {
    const { onChange } = await setup({ value: 'done', required: true });
    fireEvent.click(await screen.findByRole('radio', { name: 'Zakończony' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('changes nothing when read-only', async () => {
    const { onChange } = await setup({ value: 'done', readOnly: true });
    fireEvent.click(await screen.findByRole('radio', { name: 'Nowy' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Zakończony' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Zakończony' })).toBeChecked();
  });

  it('paints the colour of each option the source gives as a hex colour, and no other (spec 002 §5)', async () => {
    const { container } = await setup();
    await screen.findByRole('radio', { name: 'Nowy' });
    const swatches = [...container.querySelectorAll<HTMLElement>('[aria-hidden][style]')];
    expect(swatches.map((swatch) => swatch.style.backgroundColor)).toEqual([
      'rgb(15, 108, 189)',
      'rgb(247, 99, 12)',
      'rgb(16, 124, 16)',
      'rgb(197, 15, 31)',
    ]);
  });

  it("drops a chosen value that is not among the options after loading, reported once (spec 002 §4 'after loading, selected values not among the options are dropped')", async () => {
    const { onChange, source } = await setup({
      value: 'cancelled',
      options: {
        query: {
          fromProviderId: 'statuses',
          filter: {
            type: 'match_field',
            searchField: { type: 'own_field', fieldName: 'order' },
            matchKind: 'less_than',
            value: { type: 'const', value: 5 },
          },
        },
      },
    });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(onChange).toHaveBeenCalledTimes(1);
    // Every option fits on the first page: no look-up was needed to know.
    expect(source.requests.loadByValues).toHaveLength(0);
  });

  it('looks a chosen value on a later page up, and shows it with the first page', async () => {
    const items = Array.from({ length: 101 }, (_, index) => ({
      id: `n-${index + 1}`,
      data: { name: `Pozycja ${index + 1}` },
    }));
    const { onChange, source } = await setup({
      value: 'n-101',
      options: { query: { fromProviderId: 'items' }, colorAccess: null },
      source: { providers: { items } },
    });
    expect(await screen.findByRole('radio', { name: 'Pozycja 101' })).toBeChecked();
    expect(source.requests.loadByValues.map((request) => request.values)).toEqual([['n-101']]);
    expect(screen.getAllByRole('radio')).toHaveLength(101);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: texts.loadMore })).toBeInTheDocument();
    // A hundred Fluent radios take a while to render in jsdom.
  }, 20_000);

  it("shows 'selectList.noData' when the query offers nothing (spec 002 §8)", async () => {
    await setup({ options: { query: { fromProviderId: 'nothing' } } });
    expect(await screen.findByText(texts.noData)).toBeInTheDocument();
  });

  it("shows 'selectList.loadingError' with a retry button, and loads again on retry (spec 002 §8)", async () => {
    const { source } = await setup({ source: { failing: { loadPage: true } } });
    expect(await screen.findByText(texts.loadingError)).toBeInTheDocument();
    source.failing.loadPage = false;
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(5));
    expect(screen.queryByText(texts.loadingError)).toBeNull();
  });
});
