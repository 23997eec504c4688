import { describe, expect, it } from 'vitest';
import { dataInputValues } from './dataInputValues';

describe('dataInputValues (spec 001 §7: forContexts requests merged with commonDataInputs)', () => {
  it('gives each input its data under its inputId, a missing data as null', () => {
    expect(dataInputValues([{ inputId: 'city', data: 'Kraków' }, { inputId: 'empty' }])).toEqual({
      city: 'Kraków',
      empty: null,
    });
  });

  it("lets a request's own input replace a common one with the same id", () => {
    const common = [
      { inputId: 'city', data: 'Kraków' },
      { inputId: 'year', data: 2024 },
    ];
    const own = [{ inputId: 'city', data: 'Gdańsk' }];
    expect(dataInputValues(common, own)).toEqual({ city: 'Gdańsk', year: 2024 });
  });

  it('answers no values without inputs', () => {
    expect(dataInputValues(undefined, [])).toEqual({});
  });
});
