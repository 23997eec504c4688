import { createStaticHost, type DataProvider, resolveProviderAccess } from '@tessera/engine';
import { describe, expect, it } from 'vitest';
import { type CellPresentation, canSeePath, presentCell } from './presentCell';

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

describe('presentCell (a view cell as the reader sees it)', () => {
  const everyone = presentation(['office']);

  it('keeps numbers and yes/no values for the runtime to write in its language', () => {
    expect(presentCell(record, ['price'], everyone)).toBe(20000);
    expect(presentCell(record, ['signed'], everyone)).toBe(false);
  });

  it("presents dates in the reader's zone, relations by the related record, $id and $createdAt", () => {
    expect(presentCell(record, ['meetingAt'], everyone)).toBe('2026-05-02 14:00');
    expect(presentCell(record, ['customer'], everyone)).toBe('Jan Kowalski');
    expect(presentCell(record, ['$id'], everyone)).toBe('r-1');
    expect(presentCell(record, ['$createdAt'], everyone)).toBe('2026-05-01 10:30');
  });

  it('reads deeper paths as plain values, and blank text as empty', () => {
    expect(presentCell(record, ['address', 'city'], everyone)).toBe('Kraków');
    expect(presentCell(record, ['address', 'street'], everyone)).toBeNull();
    expect(presentCell(record, ['notes'], everyone)).toBeNull();
    expect(presentCell(record, ['missing'], everyone)).toBeNull();
  });

  it('"data source access can limit columns" (spec 002 §6): a hidden column is an empty cell', () => {
    const sales = presentation(['sales']);
    expect(presentCell(record, ['margin'], sales)).toBeNull();
    expect(presentCell(record, ['price'], sales)).toBe(20000);
    expect(canSeePath(['margin'], sales)).toBe(false);
    expect(canSeePath(['$createdAt'], sales)).toBe(true);
  });
});
