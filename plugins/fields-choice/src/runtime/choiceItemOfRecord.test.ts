import { describe, expect, it } from 'vitest';
import { choiceItemOfRecord } from './choiceItemOfRecord';

const record = {
  id: 'r-1',
  createdAt: '2026-11-20T10:00:00.000Z',
  data: { name: 'Jan Kowalski', code: 17, address: { city: 'Kraków' }, colour: '#00ff00' },
};
const byId = { valueAccess: { path: ['$id'] }, presentValueAccess: { path: ['name'] } };

describe('choiceItemOfRecord: a record read as an option, by the field accesses', () => {
  it('reads the value by valueAccess ($id is the record id) and the text by presentValueAccess', () => {
    expect(choiceItemOfRecord(record, byId)).toEqual({ value: 'r-1', text: 'Jan Kowalski' });
  });

  it('reads nested paths, number values and a colour when the field paints them', () => {
    expect(
      choiceItemOfRecord(record, {
        valueAccess: { path: ['code'] },
        presentValueAccess: { path: ['address', 'city'] },
        colorAccess: { path: ['colour'] },
      }),
    ).toEqual({ value: 17, text: 'Kraków', color: '#00ff00' });
  });

  it('shows the value when the record has no text, and reads $createdAt', () => {
    expect(
      choiceItemOfRecord(record, { ...byId, presentValueAccess: { path: ['missing', 'deeper'] } }),
    ).toEqual({ value: 'r-1', text: 'r-1' });
    expect(
      choiceItemOfRecord(record, { ...byId, valueAccess: { path: ['$createdAt'] } })?.value,
    ).toBe('2026-11-20T10:00:00.000Z');
  });

  it('makes no option of a record without a scalar value', () => {
    expect(choiceItemOfRecord(record, { ...byId, valueAccess: { path: ['address'] } })).toBeNull();
    expect(choiceItemOfRecord(record, { ...byId, valueAccess: { path: ['nothing'] } })).toBeNull();
  });
});
