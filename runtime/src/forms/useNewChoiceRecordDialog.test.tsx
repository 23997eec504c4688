import { createFixtureAdapter, type FixtureRequest, type HttpAdapter } from '@tessera/client';
import {
  type AddChoiceRecordRequest,
  ChoiceSourceProvider,
  ListSelectFieldInput,
} from '@tessera/fields-choice/runtime';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createHttpChoiceSource } from './createHttpChoiceSource';
import { NewChoiceRecordProviders } from './NewChoiceRecordTestProviders';
import {
  createdCustomer,
  customersProvider,
  schemaDescriptionsAnswer,
} from './newChoiceRecordFixtures';
import {
  type NewChoiceRecordDialogApi,
  useNewChoiceRecordDialog,
} from './useNewChoiceRecordDialog';

const customerOptions = {
  query: { fromProviderId: customersProvider.id },
  valueAccess: { path: ['$id'] },
  presentValueAccess: { path: ['name'] },
  allowMultipleChoice: false,
  allowAddingNewRecords: true,
  newRecordFormFields: ['name', 'city'],
};

/** The server: the customers, the provider's description and record creation. */
function customersServer() {
  const customers = [
    { value: 'c-1', text: 'Jan Kowalski' },
    { value: 'c-2', text: 'Anna Nowak' },
  ];
  return createFixtureAdapter({
    'POST queries/forContext': ({ body }: FixtureRequest) => {
      const { params } = body as { params: { values?: unknown[]; search?: string } };
      const search = params.search?.toLocaleLowerCase('pl') ?? '';
      const data = params.values
        ? customers.filter((customer) => params.values?.includes(customer.value))
        : customers.filter((customer) => customer.text.toLocaleLowerCase('pl').includes(search));
      return { data, meta: { page: 1, lastPage: 1 } };
    },
    'GET schema-descriptions': schemaDescriptionsAnswer,
    [`PUT dataRecords/${customersProvider.id}/record`]: ({ body }: FixtureRequest) => {
      const { fields } = body as { fields: { providerFieldId: string; value: unknown }[] };
      const data = Object.fromEntries(fields.map((field) => [field.providerFieldId, field.value]));
      customers.push({ value: 'c-new', text: String(data.name) });
      return { data: createdCustomer(data) };
    },
  });
}

/** A form screen in small: a list select over the HTTP source, with the screen's dialog. */
function LeadScreen({
  adapter,
  onChange,
}: {
  readonly adapter: HttpAdapter;
  readonly onChange: (value: unknown) => void;
}) {
  const newRecordDialog = useNewChoiceRecordDialog({ adapter, reportError: vi.fn() });
  const source = useMemo(
    () => createHttpChoiceSource({ adapter, formId: 'f-lead', addRecord: newRecordDialog.open }),
    [adapter, newRecordDialog.open],
  );
  const [value, setValue] = useState<string | number | readonly (string | number)[] | null>(null);
  return (
    <ChoiceSourceProvider source={source}>
      <ListSelectFieldInput
        id="customer"
        label="Klient z bazy"
        options={customerOptions}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        disabled={false}
        required={false}
      />
      {newRecordDialog.dialog}
    </ChoiceSourceProvider>
  );
}

const forContextCalls = (adapter: ReturnType<typeof createFixtureAdapter>) =>
  adapter.calls.filter((call) => call.path === 'queries/forContext');

describe('the list select new-record dialog on a form screen (spec 002 §4)', () => {
  it("adds a customer through the dialog, selects it and reloads the list ('selects it and invalidates the cache')", async () => {
    const adapter = customersServer();
    const onChange = vi.fn();
    render(
      <NewChoiceRecordProviders>
        <LeadScreen adapter={adapter} onChange={onChange} />
      </NewChoiceRecordProviders>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Klient z bazy' });
    fireEvent.click(combobox);
    await screen.findByRole('option', { name: 'Anna Nowak' });
    // The customer is not there: the search finds nobody.
    fireEvent.change(combobox, { target: { value: 'Zofia Ziel' } });
    await screen.findByText('Brak danych');
    const pagesBefore = forContextCalls(adapter).length;
    fireEvent.click(screen.getByRole('option', { name: 'Dodaj nowy rekord…' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nowy rekord: Klienci' });
    // A person clicks into the first input (jsdom moves no focus on a click).
    const name = screen.getByLabelText(/Nazwa/);
    expect(name).toHaveValue('Zofia Ziel');
    act(() => name.focus());
    fireEvent.change(name, { target: { value: 'Zofia Zielona' } });
    fireEvent.change(screen.getByLabelText('Miejscowość'), { target: { value: 'Zakopane' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith('c-new'));
    await waitFor(() => expect(combobox).toHaveValue('Zofia Zielona'));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The cached pages were dropped: the list asks the server again, which has the new customer.
    await waitFor(() => expect(forContextCalls(adapter).length).toBeGreaterThan(pagesBefore));
    fireEvent.click(combobox);
    expect(await screen.findByRole('option', { name: 'Zofia Zielona' })).toBeInTheDocument();
  }, 15_000);

  it('chooses nothing when the person cancels', async () => {
    const adapter = customersServer();
    const onChange = vi.fn();
    render(
      <NewChoiceRecordProviders>
        <LeadScreen adapter={adapter} onChange={onChange} />
      </NewChoiceRecordProviders>,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Klient z bazy' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dodaj nowy rekord…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy rekord: Klienci' });
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    expect(adapter.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});

/** Renders the hook's dialog and hands its api out. */
function DialogHost({ api }: { readonly api: { current: NewChoiceRecordDialogApi | null } }) {
  const [adapter] = useState(customersServer);
  api.current = useNewChoiceRecordDialog({ adapter, reportError: vi.fn() });
  return <>{api.current.dialog}</>;
}

describe('useNewChoiceRecordDialog: the dialog as a promise', () => {
  function renderApi() {
    const api: { current: NewChoiceRecordDialogApi | null } = { current: null };
    const view = render(
      <NewChoiceRecordProviders>
        <DialogHost api={api} />
      </NewChoiceRecordProviders>,
    );
    const open = (signal = new AbortController().signal) => {
      const request: AddChoiceRecordRequest = {
        fieldId: 'customer',
        fromProviderId: customersProvider.id,
        valueAccess: customerOptions.valueAccess,
        presentValueAccess: customerOptions.presentValueAccess,
        fields: ['name'],
        search: '',
        signal,
      };
      let answer!: Promise<unknown>;
      act(() => {
        answer = (api.current as NewChoiceRecordDialogApi).open(request);
      });
      return answer;
    };
    return { ...view, open };
  }

  it('answers null when the field aborts the request (it went away), and closes', async () => {
    const { open } = renderApi();
    const controller = new AbortController();
    const answer = open(controller.signal);
    const dialog = await screen.findByRole('dialog');
    act(() => controller.abort());
    await expect(answer).resolves.toBeNull();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('answers the open request with null when another one opens, and when the screen goes away', async () => {
    const { open, unmount } = renderApi();
    const first = open();
    const second = open();
    await expect(first).resolves.toBeNull();
    await screen.findByRole('dialog');
    unmount();
    await expect(second).resolves.toBeNull();
  });
});
