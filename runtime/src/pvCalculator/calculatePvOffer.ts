import { INVERTER_SIZES, type InstallationType, type InverterSize } from './inverterPrices';

/** Spec 002 §9: the calculator's constants. */
export const PV_DEFAULTS = Object.freeze({
  costPerKWh: 0.63,
  panelPowerW: 370,
  /** Yearly need = monthly cost / price × 12 × this margin. */
  needMargin: 1.25,
  myPowerSubsidy: 5000,
  thermomodernizationReliefFactor: 0.82,
  /** 10-year value = monthly cost × 12 × 10 × this growth of energy prices. */
  tenYearGrowth: 1.37,
  chartYears: 20,
});

/** What the visitor entered (spec 002 §3: the PV calculator model). */
export interface PvCalculatorInput {
  readonly monthlyEnergyCost: number;
  readonly installationType: InstallationType;
  readonly costPerKWh?: number;
  readonly selectedPanelPower?: number;
  readonly myPowerProgram?: boolean;
  readonly thermomodernizationRelief?: boolean;
}

/** The profitability analysis. */
export interface PvOffer {
  /** The price per kWh and the panel power the offer was computed with (defaults filled in). */
  readonly costPerKWh: number;
  readonly panelPowerW: number;
  readonly yearlyNeedKwh: number;
  /** Panels the need calls for, before clamping to the inverter table. */
  readonly neededPanels: number;
  readonly inverter: InverterSize;
  /** The table's price for the installation type, before any support, in zł. */
  readonly basePrice: number;
  /** What the My Power subsidy took off (0 without it), in zł. */
  readonly subsidy: number;
  /** What the thermomodernization relief took off (0 without it), in zł. */
  readonly relief: number;
  /** Installation price after the subsidy and the relief, in zł: basePrice − subsidy − relief. */
  readonly price: number;
  readonly tenYearValue: number;
  readonly paybackYears: number;
  /** Cumulative balance at the end of each year 1..20: savings so far minus the price. */
  readonly balanceByYear: readonly number[];
}

/**
 * The photovoltaic offer of spec 002 §9: yearly need = monthly cost / price × 12 × 1.25; panel
 * count = need / panel power, rounded, clamped to the inverter table (8–27 panels); price from the
 * table by installation type, minus the My Power subsidy, then × 0.82 with the thermomodernization
 * relief (the relief applies to what the owner pays after the subsidy); 10-year value = monthly
 * cost × 12 × 10 × 1.37; payback = price / (10-year value / 10).
 */
export function calculatePvOffer(input: PvCalculatorInput): PvOffer {
  if (!(input.monthlyEnergyCost > 0)) throw new RangeError('monthlyEnergyCost must be positive');
  const costPerKWh = input.costPerKWh ?? PV_DEFAULTS.costPerKWh;
  const panelPower = input.selectedPanelPower ?? PV_DEFAULTS.panelPowerW;
  // Both divide: a zero or a NaN would turn every figure into Infinity or NaN.
  if (!(costPerKWh > 0)) throw new RangeError('costPerKWh must be positive');
  if (!(panelPower > 0)) throw new RangeError('selectedPanelPower must be positive');
  const yearlyNeedKwh = (input.monthlyEnergyCost / costPerKWh) * 12 * PV_DEFAULTS.needMargin;
  const neededPanels = Math.round(yearlyNeedKwh / panelPower);
  const first = INVERTER_SIZES[0]!;
  const last = INVERTER_SIZES[INVERTER_SIZES.length - 1]!;
  const panels = Math.min(last.panels, Math.max(first.panels, neededPanels));
  const inverter = INVERTER_SIZES.find((size) => size.panels === panels)!;

  const basePrice = inverter.price[input.installationType];
  const afterSubsidy = input.myPowerProgram
    ? Math.max(0, basePrice - PV_DEFAULTS.myPowerSubsidy)
    : basePrice;
  const price = input.thermomodernizationRelief
    ? Math.round(afterSubsidy * PV_DEFAULTS.thermomodernizationReliefFactor * 100) / 100
    : afterSubsidy;

  const tenYearValue = input.monthlyEnergyCost * 12 * 10 * PV_DEFAULTS.tenYearGrowth;
  const yearlyValue = tenYearValue / 10;
  return {
    costPerKWh,
    panelPowerW: panelPower,
    yearlyNeedKwh,
    neededPanels,
    inverter,
    basePrice,
    subsidy: basePrice - afterSubsidy,
    relief: Math.round((afterSubsidy - price) * 100) / 100,
    price,
    tenYearValue,
    paybackYears: price / yearlyValue,
    balanceByYear: Array.from(
      { length: PV_DEFAULTS.chartYears },
      (_, year) => yearlyValue * (year + 1) - price,
    ),
  };
}
