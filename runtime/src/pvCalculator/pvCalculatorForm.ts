import type { MessageKey } from '@tessera/i18n';
import { PV_DEFAULTS, type PvCalculatorInput } from './calculatePvOffer';
import type { InstallationType } from './inverterPrices';

/** What the visitor typed, as typed: numbers stay text until they validate. */
export interface PvCalculatorValues {
  readonly monthlyEnergyCost: string;
  readonly installationType: InstallationType | null;
  readonly costPerKWh: string;
  readonly myPowerProgram: boolean;
  readonly thermomodernizationRelief: boolean;
}

/** The fields that can be invalid. */
export type PvCalculatorField = 'monthlyEnergyCost' | 'installationType' | 'costPerKWh';

/** A field error as a message key with its parameters, translated when shown. */
export interface PvFieldError {
  readonly messageKey: MessageKey;
  readonly params?: Readonly<Record<string, string | number>>;
}

export type PvCalculatorErrors = Partial<Record<PvCalculatorField, PvFieldError>>;

/** Spec 002 §5: the monthly cost is a decimal with at most 2 places. */
const MONTHLY_COST_DECIMALS = 2;
/** Tariffs are quoted to the grosz fraction (0,6212 zł/kWh), so the price gets 4 places. */
const COST_PER_KWH_DECIMALS = 4;

/**
 * The values a visitor starts with: nothing chosen, the default price of 0.63 per kWh
 * (spec 002 §9) written the Polish way.
 */
export function createInitialPvValues(decimalSeparator = ','): PvCalculatorValues {
  return {
    monthlyEnergyCost: '',
    installationType: null,
    costPerKWh: String(PV_DEFAULTS.costPerKWh).replace('.', decimalSeparator),
    myPowerProgram: false,
    thermomodernizationRelief: false,
  };
}

type ParsedDecimal =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly error: PvFieldError };

// Digits, optionally a sign, one decimal separator (comma or dot) and more digits.
const decimalPattern = /^([+-]?)(\d+)(?:[.,](\d+))?$/;
// Spaces people put between thousands (`1 200,50`), including the no-break ones Intl writes.
const groupSpaces = /[\s\u00a0\u202f]/g;

/**
 * Reads a positive decimal as a visitor types it: a Polish decimal comma or a dot, spaces between
 * thousands. Required (spec 002 §5); more than `decimals` places, or not a number, gives the
 * decimal message; zero or less gives 'greater than 0'.
 */
export function parsePositiveDecimal(text: string, decimals: number): ParsedDecimal {
  const compact = text.replace(groupSpaces, '');
  if (compact === '') return { ok: false, error: { messageKey: 'validations.required' } };
  const match = decimalPattern.exec(compact);
  if (!match || (match[3]?.length ?? 0) > decimals) {
    return { ok: false, error: { messageKey: 'validations.decimal', params: { decimals } } };
  }
  const value = Number(`${match[1]}${match[2]}.${match[3] ?? '0'}`);
  if (!(value > 0)) {
    return { ok: false, error: { messageKey: 'validations.more_than', params: { moreThan: 0 } } };
  }
  return { ok: true, value };
}

/** Spec 002 §5, step 1 (Użytkownik): monthly cost required, 2 places at most; a type chosen. */
export function validateUserStep(values: PvCalculatorValues): PvCalculatorErrors {
  const errors: PvCalculatorErrors = {};
  const cost = parsePositiveDecimal(values.monthlyEnergyCost, MONTHLY_COST_DECIMALS);
  if (!cost.ok) errors.monthlyEnergyCost = cost.error;
  if (values.installationType === null) {
    errors.installationType = { messageKey: 'pvCalculator.user.installationTypeRequired' };
  }
  return errors;
}

/** Step 2 (Parametry): the price per kWh the need is computed from must be a positive number. */
export function validateParametersStep(values: PvCalculatorValues): PvCalculatorErrors {
  const price = parsePositiveDecimal(values.costPerKWh, COST_PER_KWH_DECIMALS);
  return price.ok ? {} : { costPerKWh: price.error };
}

/** The calculation's input once steps 1 and 2 validate; `null` before. */
export function toPvCalculatorInput(values: PvCalculatorValues): PvCalculatorInput | null {
  const cost = parsePositiveDecimal(values.monthlyEnergyCost, MONTHLY_COST_DECIMALS);
  const price = parsePositiveDecimal(values.costPerKWh, COST_PER_KWH_DECIMALS);
  if (!cost.ok || !price.ok || values.installationType === null) return null;
  return {
    monthlyEnergyCost: cost.value,
    installationType: values.installationType,
    costPerKWh: price.value,
    selectedPanelPower: PV_DEFAULTS.panelPowerW,
    myPowerProgram: values.myPowerProgram,
    thermomodernizationRelief: values.thermomodernizationRelief,
  };
}
