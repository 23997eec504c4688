import { expect, it } from 'vitest';
import { runOrderExample } from './orderExample';

it('computes, validates and routes the order as the README example says', () => {
  expect(runOrderExample()).toEqual([
    'form definition: valid',
    'process definition: valid',
    'total: 1249.95 zł, discount code shown: true',
    'problems: quantity validation.maxDecimals',
    'starting step: Nowe zamówienie',
    'next: {"type":"go_to_step","stepId":"approval"}',
  ]);
});
