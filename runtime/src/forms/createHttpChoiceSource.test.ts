import { createFixtureAdapter, type FixtureRequest } from '@tessera/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpChoiceSource } from './createHttpChoiceSource';

const cities = [
  { value: 'krk', text: 'Kraków', color: '#ff0000' },
  { value: 'wie', text: 'Wieliczka' },
  { value: 7, text: 'Siedem' },
];

function choicesFixture() {
  return createFixtureAdapter({
    'POST queries/forContext': ({ body }: FixtureRequest) => {
      const { params } = body as { params: { values?: unknown[]; search?: string } };
      const data = params.values
        ? cities.filter((city) => params.values?.includes(city.value))
        : cities.filter((city) => city.text.includes(params.search ?? ''));
      return { data, meta: { page: 1, lastPage: 2 } };
    },
  });
}

const request = {
  query: { fromProviderId: 'cities' },
  valueAccess: { path: ['$id'] },
  presentValueAccess: { path: ['name'] },
  colorAccess: null,
  signal: new AbortController().signal,
};

describe('createHttpChoiceSource: choice fields over POST queries/forContext', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks for a page in the context of the form field, rows mapped to their template field', async () => {
    const adapter = choicesFixture();
    const source = createHttpChoiceSource({
      adapter,
      formId: 'f1',
      resolveFieldId: (id) => (id === 'rows-0-city' ? 'city' : id),
    });
    const page = await source.loadPage({
      ...request,
      fieldId: 'rows-0-city',
      search: 'Kra',
      page: 1,
      perPage: 30,
    });
    expect(page).toEqual({
      items: [{ value: 'krk', text: 'Kraków', color: '#ff0000' }],
      page: 1,
      lastPage: 2,
    });
    expect(adapter.calls[0]).toMatchObject({
      body: {
        context: { type: 'form', id: 'f1', fieldId: 'city' },
        params: { search: 'Kra', pagination: { page: 1, perPage: 30 } },
      },
      skipErrorNotification: true,
    });
  });

  it('gathers look-ups of one field into one request and asks each value once', async () => {
    const adapter = choicesFixture();
    const source = createHttpChoiceSource({ adapter, formId: 'f1' });
    const first = source.loadByValues({ ...request, fieldId: 'city', values: ['krk'] });
    const second = source.loadByValues({ ...request, fieldId: 'city', values: [7, 'gone'] });
    await vi.advanceTimersByTimeAsync(200);
    await expect(first).resolves.toEqual([{ value: 'krk', text: 'Kraków', color: '#ff0000' }]);
    await expect(second).resolves.toEqual([{ value: 7, text: 'Siedem' }]);
    expect(adapter.calls).toHaveLength(1);
    expect(adapter.calls[0]?.body).toMatchObject({
      params: { values: ['krk', 7, 'gone'], pagination: { page: 1, perPage: 3 } },
    });
    const again = source.loadByValues({ ...request, fieldId: 'city', values: ['krk'] });
    await expect(again).resolves.toHaveLength(1);
    expect(adapter.calls).toHaveLength(1);
  });

  it("keeps pages within the server's limit of 100", async () => {
    const adapter = choicesFixture();
    const source = createHttpChoiceSource({ adapter, formId: 'f1' });
    await source.loadPage({ ...request, fieldId: 'city', search: '', page: 1, perPage: 500 });
    expect(adapter.calls[0]?.body).toMatchObject({ params: { pagination: { perPage: 100 } } });
  });
});

describe('createHttpChoiceSource: new records through the screen dialog (spec 002 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const addRequest = {
    fieldId: 'rows-0-city',
    fromProviderId: 'cities',
    valueAccess: { path: ['code'] },
    presentValueAccess: { path: ['name'] },
    fields: ['name', 'code'],
    search: '',
    signal: new AbortController().signal,
  };

  it('offers no addRecord without a dialog, so list selects show no "add new" entry', () => {
    expect(createHttpChoiceSource({ adapter: choicesFixture(), formId: 'f1' }).addRecord).toBe(
      undefined,
    );
  });

  it("answers the dialog's option, or null when the person cancels", async () => {
    const dialog = vi.fn(async () => ({ value: 'tar', text: 'Tarnów' }));
    const source = createHttpChoiceSource({
      adapter: choicesFixture(),
      formId: 'f1',
      addRecord: dialog,
    });
    await expect(source.addRecord?.(addRequest)).resolves.toEqual({ value: 'tar', text: 'Tarnów' });
    expect(dialog).toHaveBeenCalledWith(addRequest);
    dialog.mockResolvedValueOnce(null as never);
    await expect(source.addRecord?.(addRequest)).resolves.toBeNull();
  });

  it('asks again for a value that was missing before the record was added', async () => {
    let added = false;
    const adapter = createFixtureAdapter({
      'POST queries/forContext': () => ({
        data: added ? [{ value: 'tar', text: 'Tarnów' }] : [],
        meta: { page: 1, lastPage: 1 },
      }),
    });
    const source = createHttpChoiceSource({
      adapter,
      formId: 'f1',
      resolveFieldId: (id) => (id === 'rows-0-city' ? 'city' : id),
      addRecord: async () => {
        added = true;
        return { value: 'tar', text: 'Tarnów' };
      },
    });
    const lookUp = () => {
      const found = source.loadByValues({ ...request, fieldId: 'city', values: ['tar'] });
      void vi.advanceTimersByTimeAsync(200);
      return found;
    };
    await expect(lookUp()).resolves.toEqual([]);
    await source.addRecord?.(addRequest);
    await expect(lookUp()).resolves.toEqual([{ value: 'tar', text: 'Tarnów' }]);
    expect(adapter.calls).toHaveLength(2);
  });
});
