import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListSelectFieldOptions, ListSelectValue } from '../definitions/fieldsChoice.types';
import { listSelectFieldType } from '../definitions/listSelectFieldType';
import { fieldsChoiceMessages } from '../messages';
import { Controlled, renderWithSource } from './choiceTestKit';
import { createMemoryChoiceSource, type MemoryChoiceSourceInput } from './createMemoryChoiceSource';
import { EXAMPLE_CITIES } from './exampleChoiceRecords';
import { ListSelectFieldInput } from './ListSelectFieldInput';

const texts = fieldsChoiceMessages.pl.selectList;
const cityOptions: ListSelectFieldOptions = {
  ...listSelectFieldType.defaultOptions,
  query: { fromProviderId: 'cities' },
  presentValueAccess: { path: ['name'] },
};

interface Setup {
  readonly value?: ListSelectValue;
  readonly options?: Partial<ListSelectFieldOptions>;
  readonly required?: boolean;
  readonly source?: Partial<MemoryChoiceSourceInput>;
}

async function setup({
  value = null,
  options = {},
  required = false,
  source: input = {},
}: Setup = {}) {
  const source = createMemoryChoiceSource({ providers: { cities: EXAMPLE_CITIES }, ...input });
  const onChange = vi.fn();
  await renderWithSource(
    source,
    <Controlled
      renderer={ListSelectFieldInput}
      id="city"
      label="Miasto"
      options={{ ...cityOptions, ...options }}
      initialValue={value}
      onChange={onChange}
      disabled={false}
      required={required}
    />,
  );
  return { source, onChange, input: screen.getByRole('combobox', { name: /Miasto/ }) };
}

const open = (input: HTMLElement) => fireEvent.click(input);

describe('ListSelectFieldInput', () => {
  it('shows the text the source looks up for the chosen value (spec 002 §7 look-up by id)', async () => {
    const { input, source } = await setup({ value: 'city-2' });
    await waitFor(() => expect(input).toHaveValue('Kraków'));
    expect(source.requests.loadByValues[0]?.values).toEqual(['city-2']);
  });

  it('loads 30 options when opened and the next page when scrolled within 200 px of the end (spec 002 §9)', async () => {
    const { input, source } = await setup();
    expect(source.requests.loadPage).toHaveLength(0);
    open(input);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(30));
    // jsdom lays nothing out: every scroll position is at the end.
    fireEvent.scroll(listbox);
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(45));
    expect(source.requests.loadPage.map((request) => request.page)).toEqual([1, 2]);
  });

  it('chooses an option: its value goes to the form, its text to the input', async () => {
    const { input, onChange } = await setup();
    open(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Gdańsk' }));
    expect(onChange).toHaveBeenLastCalledWith('city-6');
    await waitFor(() => expect(input).toHaveValue('Gdańsk'));
  });

  it('searches what is typed, sent once typing pauses (spec 002 §9 select query 200 ms)', async () => {
    const { input, source, onChange } = await setup({ value: 'city-1' });
    await waitFor(() => expect(input).toHaveValue('Warszawa'));
    open(input);
    await screen.findAllByRole('option');
    fireEvent.change(input, { target: { value: 'g' } });
    fireEvent.change(input, { target: { value: 'gd' } });
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Gdańsk',
        'Gdynia',
      ]),
    );
    expect(source.requests.loadPage.map((request) => request.search)).toEqual(['', 'gd']);
    // Typing searches; it does not clear the chosen value.
    expect(onChange).not.toHaveBeenCalled();
  });

  // Fluent's clear button is for the mouse (hidden from assistive technology); emptying the
  // text is the keyboard's way.
  const clearButton = (input: HTMLElement) =>
    input.parentElement?.querySelector('.fui-Combobox__clearIcon') ?? null;

  it("clears the value with the clear button unless required (spec 002 §5 'clearable unless required')", async () => {
    const { onChange, input } = await setup({ value: 'city-2' });
    await waitFor(() => expect(input).toHaveValue('Kraków'));
    fireEvent.click(clearButton(input)!);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(input).toHaveValue(''));
  });

  it('clears the value when its text is emptied, unless required', async () => {
    const { onChange, input } = await setup({ value: 'city-2' });
    await waitFor(() => expect(input).toHaveValue('Kraków'));
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('has no clear button when required, and keeps the value when its text is emptied', async () => {
    const { input, onChange } = await setup({ value: 'city-2', required: true });
    await waitFor(() => expect(input).toHaveValue('Kraków'));
    expect(clearButton(input)).not.toBeVisible();
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows 'selectList.loadingError' with a retry button, and loads again on retry (spec 002 §8)", async () => {
    const { input, source } = await setup({ source: { failing: { loadPage: true } } });
    open(input);
    expect(await screen.findByText(texts.loadingError)).toBeInTheDocument();
    source.failing.loadPage = false;
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(30));
  });

  it("shows 'selectList.noData' when the query offers nothing (spec 002 §8)", async () => {
    const { input } = await setup({ options: { query: { fromProviderId: 'nothing' } } });
    open(input);
    expect(await screen.findByText(texts.noData)).toBeInTheDocument();
  });

  it('shows a loading error with retry under the field when the look-up of the chosen value fails', async () => {
    const { input, source } = await setup({
      value: 'city-2',
      source: { failing: { loadByValues: true } },
    });
    expect(await screen.findByText(texts.loadingError)).toBeInTheDocument();
    source.failing.loadByValues = false;
    fireEvent.click(screen.getByRole('button', { name: texts.retry }));
    await waitFor(() => expect(input).toHaveValue('Kraków'));
  });

  it("drops a chosen value the source does not know, reported once (spec 002 §4 'selected values not among the options are dropped')", async () => {
    const { onChange } = await setup({ value: 'gone' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("adds a new record, chooses it and reloads the cached pages (spec 002 §4 'adding a new record … selects it and invalidates the cache')", async () => {
    const { input, onChange, source } = await setup({
      options: { allowAddingNewRecords: true, newRecordFormFields: ['name'] },
      source: { newRecord: () => ({ name: 'Zakopane' }) },
    });
    open(input);
    await screen.findAllByRole('option', { name: 'Gdańsk' });
    fireEvent.click(screen.getByRole('option', { name: texts.addNew }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('new-1'));
    expect(source.requests.addRecord[0]).toMatchObject({
      fromProviderId: 'cities',
      fields: ['name'],
    });
    await waitFor(() => expect(input).toHaveValue('Zakopane'));
    expect(source.requests.loadPage).toHaveLength(2);
  });

  it('hands the text searched for and not found to the new-record dialog', async () => {
    const { input, source } = await setup({
      options: { allowAddingNewRecords: true, newRecordFormFields: ['name'] },
      source: { newRecord: () => null },
    });
    open(input);
    fireEvent.change(input, { target: { value: 'Zakop' } });
    await waitFor(() => expect(screen.getByText(texts.noData)).toBeInTheDocument());
    fireEvent.click(screen.getByRole('option', { name: texts.addNew }));
    await waitFor(() => expect(source.requests.addRecord).toHaveLength(1));
    expect(source.requests.addRecord[0]?.search).toBe('Zakop');
  });

  it('offers no "add new" entry when the source cannot add records', async () => {
    const { input } = await setup({ options: { allowAddingNewRecords: true } });
    open(input);
    await screen.findAllByRole('option', { name: 'Gdańsk' });
    expect(screen.queryByRole('option', { name: texts.addNew })).toBeNull();
  });

  describe('with multiple choice', () => {
    const multiple = { allowMultipleChoice: true };

    it('adds options to a list and shows them as removable tags', async () => {
      const { input, onChange } = await setup({ value: ['city-2'], options: multiple });
      expect(await screen.findByText('Kraków')).toBeInTheDocument();
      open(input);
      // A multiselect listbox is a menu of checkable items in Fluent.
      fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Gdańsk' }));
      expect(onChange).toHaveBeenLastCalledWith(['city-2', 'city-6']);
      fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Kraków' }));
      expect(onChange).toHaveBeenLastCalledWith(['city-6']);
      fireEvent.click(screen.getByRole('button', { name: /Usuń: Gdańsk/ }));
      expect(onChange).toHaveBeenLastCalledWith([]);
    });

    it('drops only the chosen values the source does not know', async () => {
      const { onChange } = await setup({ value: ['city-2', 'gone'], options: multiple });
      await waitFor(() => expect(onChange).toHaveBeenCalledWith(['city-2']));
      expect(onChange).toHaveBeenCalledTimes(1);
    });
  });
});
