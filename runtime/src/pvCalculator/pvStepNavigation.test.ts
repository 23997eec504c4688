import { describe, expect, it } from 'vitest';
import { createInitialPvValues, type PvCalculatorValues } from './pvCalculatorForm';
import {
  isPvStepHeaderEnabled,
  nextPvStep,
  PV_STEPS,
  previousPvStep,
  resolvePvStepTarget,
} from './pvStepNavigation';

const empty = createInitialPvValues();
const valid: PvCalculatorValues = { ...empty, monthlyEnergyCost: '300', installationType: 'flat' };

describe('PV stepper (spec 002 §4)', () => {
  it("'user, then parameters, then profitability'; profitability has no next", () => {
    expect(PV_STEPS).toEqual(['user', 'parameters', 'profitability']);
    expect(nextPvStep('user')).toBe('parameters');
    expect(nextPvStep('parameters')).toBe('profitability');
    expect(nextPvStep('profitability')).toBeNull();
    expect(previousPvStep('profitability')).toBe('parameters');
    expect(previousPvStep('user')).toBeNull();
  });

  it("'steps 2 and 3 headers are editable only once monthly cost is filled'", () => {
    expect(PV_STEPS.map((step) => isPvStepHeaderEnabled(step, empty))).toEqual([
      true,
      false,
      false,
    ]);
    const typed = { ...empty, monthlyEnergyCost: '12' };
    expect(PV_STEPS.map((step) => isPvStepHeaderEnabled(step, typed))).toEqual([true, true, true]);
    expect(isPvStepHeaderEnabled('parameters', { ...empty, monthlyEnergyCost: '  ' })).toBe(false);
  });

  it("'next is allowed only when validation passes and (step 1) an installation type is chosen'", () => {
    expect(resolvePvStepTarget('user', 'parameters', empty)).toBe('user');
    expect(resolvePvStepTarget('user', 'parameters', { ...empty, monthlyEnergyCost: '300' })).toBe(
      'user',
    );
    expect(
      resolvePvStepTarget('user', 'parameters', { ...valid, monthlyEnergyCost: '1,234' }),
    ).toBe('user');
    expect(resolvePvStepTarget('user', 'parameters', valid)).toBe('parameters');
    expect(resolvePvStepTarget('parameters', 'profitability', { ...valid, costPerKWh: '' })).toBe(
      'parameters',
    );
    expect(resolvePvStepTarget('parameters', 'profitability', valid)).toBe('profitability');
  });

  it('a header further on lands on the first step that does not validate', () => {
    expect(resolvePvStepTarget('user', 'profitability', valid)).toBe('profitability');
    expect(resolvePvStepTarget('user', 'profitability', { ...valid, installationType: null })).toBe(
      'user',
    );
    expect(resolvePvStepTarget('user', 'profitability', { ...valid, costPerKWh: '0' })).toBe(
      'parameters',
    );
  });

  it("'back allowed': going back never validates", () => {
    expect(resolvePvStepTarget('profitability', 'user', empty)).toBe('user');
    expect(resolvePvStepTarget('parameters', 'user', { ...valid, costPerKWh: '' })).toBe('user');
  });
});
