import {
  createApiErrorFromResponse,
  createFixtureAdapter,
  type FixtureRequest,
  type FixtureRoutes,
} from '@tessera/client';
import type { AddChoiceRecordRequest } from '@tessera/fields-choice/runtime';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NewChoiceRecordDialog } from './NewChoiceRecordDialog';
import { NewChoiceRecordProviders } from './NewChoiceRecordTestProviders';
import {
  createdCustomer,
  customersProvider,
  schemaDescriptionsAnswer,
} from './newChoiceRecordFixtures';

const recordRoute = `PUT dataRecords/${customersProvider.id}/record`;

const request = (fields: readonly string[], search = ''): AddChoiceRecordRequest => ({
  fieldId: 'customer',
  fromProviderId: customersProvider.id,
  valueAccess: { path: ['$id'] },
  presentValueAccess: { path: ['name'] },
  fields,
  search,
  signal: new AbortController().signal,
});

function open(
  routes: FixtureRoutes = {},
  fields: readonly string[] = ['name', 'city', 'employees', 'since', 'vip'],
  search = '',
) {
  const adapter = createFixtureAdapter({
    'GET schema-descriptions': schemaDescriptionsAnswer,
    [recordRoute]: ({ body }: FixtureRequest) => {
      const { fields: written } = body as { fields: { providerFieldId: string; value: unknown }[] };
      return {
        data: createdCustomer(
          Object.fromEntries(written.map((field) => [field.providerFieldId, field.value])),
        ),
      };
    },
    ...routes,
  });
  const onClose = vi.fn();
  const reportError = vi.fn();
  render(
    <NewChoiceRecordProviders>
      <NewChoiceRecordDialog
        open
        request={request(fields, search)}
        adapter={adapter}
        reportError={reportError}
        onClose={onClose}
      />
    </NewChoiceRecordProviders>,
  );
  return { adapter, onClose, reportError };
}

const dialog = () => screen.findByRole('dialog', { name: 'Nowy rekord: Klienci' });
const saves = (adapter: ReturnType<typeof createFixtureAdapter>) =>
  adapter.calls.filter((call) => call.method === 'PUT');
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Dodaj' }));
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('NewChoiceRecordDialog: the list select new-record form (spec 002 §3 newRecordFormFields)', () => {
  it("asks the listed provider fields, each with its value type's input, and names those it cannot ask", async () => {
    const { adapter } = open({}, ['name', 'employees', 'since', 'vip', 'label', 'gone']);
    const shown = await dialog();
    expect(within(shown).getByRole('textbox', { name: /Nazwa/ })).toBeRequired();
    expect(within(shown).getByRole('textbox', { name: 'Liczba pracowników' })).toHaveAttribute(
      'inputmode',
      'decimal',
    );
    expect(within(shown).getByRole('combobox', { name: 'Klient od' })).toBeVisible();
    expect(within(shown).getByRole('checkbox', { name: 'Klient VIP' })).not.toBeChecked();
    expect(
      within(shown).getByText('Tych pól nie można tu wypełnić: Etykieta, gone.'),
    ).toBeVisible();
    expect(adapter.calls[0]).toMatchObject({
      method: 'GET',
      path: 'schema-descriptions',
      query: { filter: { id: [customersProvider.id] } },
      skipErrorNotification: true,
    });
  });

  it('starts the name with the text searched for in the list', async () => {
    const { onClose } = open({}, ['name', 'city'], 'Zofia Ziel');
    await dialog();
    expect(screen.getByRole('textbox', { name: /Nazwa/ })).toHaveValue('Zofia Ziel');
    expect(screen.getByRole('textbox', { name: 'Miejscowość' })).toHaveValue('');
    add();
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({ value: 'c-new', text: 'Zofia Ziel' }),
    );
  });

  it('stops on an empty required field and a value of the wrong type, sending nothing', async () => {
    const { adapter } = open();
    await dialog();
    type('Liczba pracowników', 'dwunastu');
    add();
    expect(await screen.findByText('Pole jest wymagane')).toBeVisible();
    expect(screen.getByText('Wpisz liczbę')).toBeVisible();
    expect(screen.getByText('Popraw zaznaczone pola.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Nazwa/ })).toHaveFocus();
    expect(saves(adapter)).toHaveLength(0);
    // Typing clears that field's problem; the message goes with the last one.
    type(/Nazwa/, 'Jan Kowalski');
    expect(screen.queryByText('Pole jest wymagane')).toBeNull();
    expect(screen.getByText('Popraw zaznaczone pola.')).toBeVisible();
    type('Liczba pracowników', '12');
    expect(screen.queryByText('Wpisz liczbę')).toBeNull();
    expect(screen.queryByText('Popraw zaznaczone pola.')).toBeNull();
  });

  it('creates the record and answers it as the option: value by valueAccess, text by presentValueAccess', async () => {
    const { adapter, onClose } = open();
    await dialog();
    type(/Nazwa/, 'Jan Kowalski');
    type('Liczba pracowników', '12,5');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Klient VIP' }));
    add();
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({ value: 'c-new', text: 'Jan Kowalski' }),
    );
    const [save] = saves(adapter);
    expect(save).toMatchObject({
      path: `dataRecords/${customersProvider.id}/record`,
      body: {
        fields: [
          { providerFieldId: 'name', value: 'Jan Kowalski' },
          { providerFieldId: 'city', value: null },
          { providerFieldId: 'employees', value: 12.5 },
          { providerFieldId: 'since', value: null },
          { providerFieldId: 'vip', value: true },
        ],
      },
      skipErrorNotification: true,
    });
    expect(save?.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the problems of a 422 on their fields and keeps what was typed', async () => {
    const { onClose } = open({
      [recordRoute]: () => {
        throw createApiErrorFromResponse(422, {
          statusCode: 422,
          message: 'The request is invalid',
          errors: [{ path: '/fields/1/value', message: 'must be text' }],
        });
      },
    });
    await dialog();
    type(/Nazwa/, 'Jan Kowalski');
    type('Miejscowość', 'Kraków');
    add();
    const city = screen.getByRole('textbox', { name: 'Miejscowość' });
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription('Pole zawiera nieprawidłową wartość'),
    );
    expect(city).toHaveValue('Kraków');
    expect(city).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Nazwa/ })).toHaveValue('Jan Kowalski');
    expect(screen.getByText('Popraw zaznaczone pola.')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows other failures as a message in the dialog; trying again sends the typed values again', async () => {
    let failures = 1;
    const { adapter, onClose } = open({
      [recordRoute]: () => {
        if (failures-- > 0) throw createApiErrorFromResponse(500, { statusCode: 500 });
        return { data: createdCustomer({ name: 'Jan Kowalski' }) };
      },
    });
    await dialog();
    type(/Nazwa/, 'Jan Kowalski');
    add();
    expect(await screen.findByText('Nie udało się dodać rekordu. Spróbuj ponownie.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Nazwa/ })).toHaveValue('Jan Kowalski');
    add();
    await waitFor(() =>
      expect(onClose).toHaveBeenCalledWith({ value: 'c-new', text: 'Jan Kowalski' }),
    );
    expect(saves(adapter)).toHaveLength(2);
  });

  it('says so when the person may not add records, and hands a 401 to the app', async () => {
    const forbidden = open({
      [recordRoute]: () => {
        throw createApiErrorFromResponse(403, { statusCode: 403 });
      },
    });
    await dialog();
    type(/Nazwa/, 'Jan Kowalski');
    add();
    expect(
      await screen.findByText('Nie masz uprawnień do dodawania rekordów do tej listy.'),
    ).toBeVisible();
    expect(forbidden.reportError).not.toHaveBeenCalled();
    expect(forbidden.onClose).not.toHaveBeenCalled();
  });

  it('hands a 401 to the app (which logs out) and closes without a record', async () => {
    const expired = open({
      [recordRoute]: () => {
        throw createApiErrorFromResponse(401, { statusCode: 401 });
      },
    });
    await dialog();
    type(/Nazwa/, 'Jan Kowalski');
    add();
    await waitFor(() => expect(expired.onClose).toHaveBeenCalledWith(null));
    expect(expired.reportError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
  });

  it('answers null on Anuluj and on Escape (spec: cancel closes)', async () => {
    const cancelled = open();
    await dialog();
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(cancelled.onClose).toHaveBeenCalledWith(null);
    expect(saves(cancelled.adapter)).toHaveLength(0);

    const escaped = open();
    const shown = await screen.findAllByRole('dialog');
    fireEvent.keyDown(shown.at(-1) as HTMLElement, { key: 'Escape' });
    expect(escaped.onClose).toHaveBeenCalledWith(null);
  });

  it('offers a retry when the fields cannot be loaded', async () => {
    let fail = true;
    open({
      'GET schema-descriptions': () => {
        if (fail) throw createApiErrorFromResponse(500, { statusCode: 500 });
        return schemaDescriptionsAnswer;
      },
    });
    expect(await screen.findByText('Nie udało się wczytać pól nowego rekordu.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dodaj' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await dialog()).toBeVisible();
  });

  it('says when the provider is not available to the person', async () => {
    open({ 'GET schema-descriptions': { data: [], meta: { page: 1, lastPage: 1 } } });
    expect(
      await screen.findByText('Źródło danych tej listy jest niedostępne. Nie można dodać rekordu.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dodaj' })).toBeNull();
  });
});
