/** Installation types of the calculator (spec 002 §3: sloping, flat, ground). */
export type InstallationType = 'sloping' | 'flat' | 'ground';

/** One inverter size: how many 370 W panels it serves, its peak power, its price per type. */
export interface InverterSize {
  readonly panels: number;
  readonly peakPowerKwp: number;
  readonly price: Readonly<Record<InstallationType, number>>;
}

/**
 * Gross prices in zł of a complete installation per size and installation type. The spec gives
 * the 20 sizes (8 to 27 panels, 2.96 to 9.99 kWp) but not the prices: these are our estimates for
 * the Polish market in 2026 (about 5,200 zł/kWp for the smallest installation falling to about
 * 4,000 zł/kWp for the largest on a sloping roof; a flat roof needs a 6 % dearer frame, ground
 * mounting 12 %). The calculator's footnote says they are estimates. Keep every price here.
 */
export const INVERTER_SIZES: readonly InverterSize[] = Object.freeze(
  Array.from({ length: 20 }, (_, index) => {
    const panels = 8 + index;
    const peakPowerKwp = Math.round(panels * 0.37 * 100) / 100;
    const perKwp = 5200 - (index / 19) * 1200;
    const sloping = Math.round((peakPowerKwp * perKwp) / 100) * 100;
    return Object.freeze({
      panels,
      peakPowerKwp,
      price: Object.freeze({
        sloping,
        flat: Math.round((sloping * 1.06) / 100) * 100,
        ground: Math.round((sloping * 1.12) / 100) * 100,
      }),
    });
  }),
);
