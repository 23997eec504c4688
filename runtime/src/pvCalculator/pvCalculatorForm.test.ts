import { describe, expect, it } from 'vitest';
import {
  createInitialPvValues,
  type PvCalculatorValues,
  parsePositiveDecimal,
  toPvCalculatorInput,
  validateParametersStep,
  validateUserStep,
} from './pvCalculatorForm';

const filled: PvCalculatorValues = {
  ...createInitialPvValues(),
  monthlyEnergyCost: '300',
  installationType: 'sloping',
};

describe('parsePositiveDecimal', () => {
  it.each([
    ['300', 300],
    ['250,50', 250.5],
    ['250.5', 250.5],
    ['1 200,75', 1200.75],
    ['1\u00a0200', 1200],
    [' 99,9 ', 99.9],
  ])("accepts '%s' (Polish decimal comma, dot, spaces between thousands)", (text, value) => {
    expect(parsePositiveDecimal(text, 2)).toEqual({ ok: true, value });
  });

  it("'monthly energy cost required' (spec 002 §5): an empty or blank value is required", () => {
    for (const text of ['', '   ']) {
      expect(parsePositiveDecimal(text, 2)).toEqual({
        ok: false,
        error: { messageKey: 'validations.required' },
      });
    }
  });

  it("'decimal with at most 2 places' (spec 002 §5): a third place or a non-number fails", () => {
    for (const text of ['12,345', '1.001', 'abc', '12,', ',5', '1,2,3', '12 zł', '1e3']) {
      expect(parsePositiveDecimal(text, 2)).toEqual({
        ok: false,
        error: { messageKey: 'validations.decimal', params: { decimals: 2 } },
      });
    }
  });

  it('zero or a negative amount must be greater than 0 (the need divides by nothing else)', () => {
    for (const text of ['0', '0,00', '-5', '-0,5']) {
      expect(parsePositiveDecimal(text, 2)).toEqual({
        ok: false,
        error: { messageKey: 'validations.more_than', params: { moreThan: 0 } },
      });
    }
  });
});

describe('step validation', () => {
  it("step 1: 'installation type must be chosen' and the monthly cost is required (spec 002 §5)", () => {
    expect(validateUserStep(createInitialPvValues())).toEqual({
      monthlyEnergyCost: { messageKey: 'validations.required' },
      installationType: { messageKey: 'pvCalculator.user.installationTypeRequired' },
    });
    expect(validateUserStep(filled)).toEqual({});
  });

  it('step 2: the price per kWh starts at the default 0.63 (spec 002 §9) and must stay positive', () => {
    expect(createInitialPvValues().costPerKWh).toBe('0,63');
    expect(createInitialPvValues('.').costPerKWh).toBe('0.63');
    expect(validateParametersStep(filled)).toEqual({});
    expect(validateParametersStep({ ...filled, costPerKWh: '0,6212' })).toEqual({});
    expect(validateParametersStep({ ...filled, costPerKWh: '' }).costPerKWh?.messageKey).toBe(
      'validations.required',
    );
    expect(validateParametersStep({ ...filled, costPerKWh: '0' }).costPerKWh?.messageKey).toBe(
      'validations.more_than',
    );
  });
});

describe('toPvCalculatorInput', () => {
  it('turns valid values into the model of spec 002 §3, with the 370 W panel', () => {
    expect(
      toPvCalculatorInput({
        monthlyEnergyCost: '450,50',
        installationType: 'flat',
        costPerKWh: '0,7',
        myPowerProgram: true,
        thermomodernizationRelief: false,
      }),
    ).toEqual({
      monthlyEnergyCost: 450.5,
      installationType: 'flat',
      costPerKWh: 0.7,
      selectedPanelPower: 370,
      myPowerProgram: true,
      thermomodernizationRelief: false,
    });
  });

  it('is null while a step does not validate', () => {
    expect(toPvCalculatorInput(createInitialPvValues())).toBeNull();
    expect(toPvCalculatorInput({ ...filled, installationType: null })).toBeNull();
    expect(toPvCalculatorInput({ ...filled, costPerKWh: 'x' })).toBeNull();
  });
});
