import { describe, expect, it } from 'vitest';
import { createFieldIdResolver } from './createFieldIdResolver';
import { offerForm } from './processFormFixtures';

describe('createFieldIdResolver', () => {
  const resolve = createFieldIdResolver(offerForm);

  it('a field of the form is itself', () => {
    expect(resolve('power')).toBe('power');
  });

  it('a field of a repeating-group row ({groupId}-{row}-{fieldId}) is its template field', () => {
    expect(resolve('products-0-productName')).toBe('productName');
    expect(resolve('products-12-quantity')).toBe('quantity');
  });

  it('anything else comes back as it is', () => {
    expect(resolve('products-x-quantity')).toBe('products-x-quantity');
    expect(resolve('products-0-unknown')).toBe('products-0-unknown');
  });
});
