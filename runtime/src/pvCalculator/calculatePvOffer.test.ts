import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePvOffer } from './calculatePvOffer';
import { INVERTER_SIZES } from './inverterPrices';

describe('calculatePvOffer (spec 002 §9)', () => {
  it('computes need, panels, price, value and payback for a 300 zł monthly bill', () => {
    const offer = calculatePvOffer({ monthlyEnergyCost: 300, installationType: 'sloping' });
    // 300 / 0.63 × 12 × 1.25 = 7142.857 kWh; / 370 W = 19.3 → 19 panels.
    expect(offer.yearlyNeedKwh).toBeCloseTo(7142.857, 3);
    expect(offer.neededPanels).toBe(19);
    expect(offer.inverter.panels).toBe(19);
    expect(offer.inverter.peakPowerKwp).toBe(7.03);
    expect(offer.price).toBe(offer.inverter.price.sloping);
    // 300 × 12 × 10 × 1.37 = 49,320; payback = price / 4,932.
    expect(offer.tenYearValue).toBeCloseTo(49320, 6);
    expect(offer.paybackYears).toBeCloseTo(offer.price / 4932, 9);
  });

  it('subtracts the My Power subsidy, then applies the thermomodernization relief', () => {
    const base = calculatePvOffer({ monthlyEnergyCost: 300, installationType: 'flat' }).price;
    const both = calculatePvOffer({
      monthlyEnergyCost: 300,
      installationType: 'flat',
      myPowerProgram: true,
      thermomodernizationRelief: true,
    }).price;
    expect(both).toBeCloseTo((base - 5000) * 0.82, 2);
  });

  it('itemises the support: base price − subsidy − relief = price', () => {
    const offer = calculatePvOffer({
      monthlyEnergyCost: 300,
      installationType: 'ground',
      myPowerProgram: true,
      thermomodernizationRelief: true,
    });
    expect(offer.basePrice).toBe(offer.inverter.price.ground);
    expect(offer.subsidy).toBe(5000);
    expect(offer.relief).toBeCloseTo((offer.basePrice - 5000) * 0.18, 2);
    expect(offer.basePrice - offer.subsidy - offer.relief).toBeCloseTo(offer.price, 2);
    const plain = calculatePvOffer({ monthlyEnergyCost: 300, installationType: 'ground' });
    expect([plain.subsidy, plain.relief, plain.price]).toEqual([0, 0, plain.basePrice]);
  });

  it('uses the price per kWh the visitor gives instead of the default 0.63', () => {
    // 300 / 0.80 × 12 × 1.25 = 5625 kWh; / 370 = 15.2 → 15 panels.
    const offer = calculatePvOffer({
      monthlyEnergyCost: 300,
      installationType: 'sloping',
      costPerKWh: 0.8,
    });
    expect(offer.costPerKWh).toBe(0.8);
    expect(offer.yearlyNeedKwh).toBeCloseTo(5625, 6);
    expect(offer.neededPanels).toBe(15);
  });

  it('clamps to the smallest and the largest inverter (8 and 27 panels)', () => {
    expect(
      calculatePvOffer({ monthlyEnergyCost: 20, installationType: 'ground' }).inverter.panels,
    ).toBe(8);
    expect(
      calculatePvOffer({ monthlyEnergyCost: 5000, installationType: 'ground' }).inverter.panels,
    ).toBe(27);
  });

  it('has 20 inverter sizes from 8 to 27 panels, 2.96 to 9.99 kWp, dearer flat and ground', () => {
    expect(INVERTER_SIZES).toHaveLength(20);
    expect(INVERTER_SIZES[0]).toMatchObject({ panels: 8, peakPowerKwp: 2.96 });
    expect(INVERTER_SIZES[19]).toMatchObject({ panels: 27, peakPowerKwp: 9.99 });
    for (const size of INVERTER_SIZES) {
      expect(size.price.flat).toBeGreaterThan(size.price.sloping);
      expect(size.price.ground).toBeGreaterThan(size.price.flat);
    }
  });

  it('never lowers the price for a bigger bill, and the balance line crosses zero at the payback', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (cost, more) => {
          const small = calculatePvOffer({ monthlyEnergyCost: cost, installationType: 'sloping' });
          const big = calculatePvOffer({
            monthlyEnergyCost: cost + more,
            installationType: 'sloping',
          });
          const crossing = small.balanceByYear.findIndex((balance) => balance >= 0);
          const paybackYear = Math.ceil(small.paybackYears);
          return (
            big.price >= small.price &&
            (crossing === -1 ? paybackYear > 20 : crossing + 1 === Math.max(1, paybackYear))
          );
        },
      ),
    );
  });

  it('rejects a missing or non-positive monthly cost', () => {
    expect(() => calculatePvOffer({ monthlyEnergyCost: 0, installationType: 'flat' })).toThrow(
      RangeError,
    );
    expect(() =>
      calculatePvOffer({ monthlyEnergyCost: Number.NaN, installationType: 'flat' }),
    ).toThrow(RangeError);
  });

  it('rejects a non-positive price per kWh or panel power (both divide)', () => {
    expect(() =>
      calculatePvOffer({ monthlyEnergyCost: 300, installationType: 'flat', costPerKWh: 0 }),
    ).toThrow(RangeError);
    expect(() =>
      calculatePvOffer({ monthlyEnergyCost: 300, installationType: 'flat', selectedPanelPower: 0 }),
    ).toThrow(RangeError);
  });
});
