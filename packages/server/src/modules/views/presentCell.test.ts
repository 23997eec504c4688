import { createStaticHost, type DataProvider, resolveProviderAccess } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { type CellPresentation, canSeePath, cellPresenter } from './presentCell';

const field = (id: string, type: string, extra: object = {}) => ({
  id,
  dbFieldName: id,
  status: 'active' as const,
  type: 'value_field' as const,
  fieldValue: { type },
  ...extra,
});

const provider = {
  id: 'p',
  name: 'Instalacje',
  status: 'active',
  type: 'manual',
  config: {
    fields: [
      field('name', 'text'),
      field('price', 'number'),
      field('signed', 'boolean'),
      field('meetingAt', 'date_time'),
      field('customer', 'text', {
        transform: {
          type: 'relation_value',
          schemaProviderId: 'customers',
          presentByFieldAccess: { path: ['name'] },
        },
      }),
      field('address', 'schema'),
      field('margin', 'number'),
    ],
  },
  access: [{ roleIds: ['sales'], columns: { type: 'limited', fieldIds: ['name', 'price'] } }],
} as unknown as DataProvider;

const host = createStaticHost({ timeZone: 'Europe/Warsaw' });
const presentation = (roleIds: string[]): CellPresentation => ({
  provider,
  access: resolveProviderAccess(provider, { isAdmin: false, roleIds }, host),
  options: {
    timeZone: 'Europe/Warsaw',
    presentRelation: (_, id) => (id === 'c-1' ? 'Jan Kowalski' : undefined),
  },
});
const record = {
  id: 'r-1',
  createdAt: new Date('2026-05-01T08:30:00Z'),
  data: {
    name: 'Dom Kowalskich',
    price: 20000,
    signed: false,
    meetingAt: '2026-05-02T12:00:00Z',
    customer: 'c-1',
    address: { city: 'Kraków' },
    margin: 0.2,
    notes: '   ',
  },
};

describe('cellPresenter (a view cell as the reader sees it)', () => {
  const everyone = presentation(['office']);

  it('keeps numbers and yes/no values for the runtime to write in its language', () => {
    expect(cellPresenter(['price'], everyone)(record)).toBe(20000);
    expect(cellPresenter(['signed'], everyone)(record)).toBe(false);
  });

  it("presents dates in the reader's zone, relations by the related record, $id and $createdAt", () => {
    expect(cellPresenter(['meetingAt'], everyone)(record)).toBe('2026-05-02 14:00');
    expect(cellPresenter(['customer'], everyone)(record)).toBe('Jan Kowalski');
    expect(cellPresenter(['$id'], everyone)(record)).toBe('r-1');
    expect(cellPresenter(['$createdAt'], everyone)(record)).toBe('2026-05-01 10:30');
  });

  it('reads deeper paths as plain values, and blank text as empty', () => {
    expect(cellPresenter(['address', 'city'], everyone)(record)).toBe('Kraków');
    expect(cellPresenter(['address', 'street'], everyone)(record)).toBeNull();
    expect(cellPresenter(['notes'], everyone)(record)).toBeNull();
    expect(cellPresenter(['missing'], everyone)(record)).toBeNull();
  });

  it('"data source access can limit columns" (spec 002 §6): a hidden column is an empty cell', () => {
    const sales = presentation(['sales']);
    expect(cellPresenter(['margin'], sales)(record)).toBeNull();
    expect(cellPresenter(['price'], sales)(record)).toBe(20000);
    expect(canSeePath(['margin'], sales)).toBe(false);
    expect(canSeePath(['$createdAt'], sales)).toBe(true);
  });
});
