import { describe, expect, it } from 'vitest';
import { createPvFormatters } from './createPvFormatters';

const nbsp = '\u00a0';

describe('createPvFormatters', () => {
  it("writes Polish figures the Polish way (spec 002 §9: 'currency zł; Polish number format')", () => {
    const format = createPvFormatters('pl');
    expect(format.money(31700)).toBe(`31${nbsp}700${nbsp}zł`);
    expect(format.money(5000)).toBe(`5000${nbsp}zł`);
    expect(format.money(23452.4)).toBe(`23${nbsp}452${nbsp}zł`);
    expect(format.money(-5000)).toBe(`-5000${nbsp}zł`);
    expect(format.unitPrice(0.63)).toBe(`0,63${nbsp}zł`);
    expect(format.number(4.74, 1)).toBe('4,7');
    expect(format.kwp(7.03)).toBe(`7,03${nbsp}kWp`);
    expect(format.kwh(7142.857)).toBe(`7143${nbsp}kWh`);
    expect(format.kwh(10726.19)).toBe(`10${nbsp}726${nbsp}kWh`);
    expect(format.watts(370)).toBe(`370${nbsp}W`);
    expect(format.percent(0.82)).toBe('82%');
    expect(format.decimalSeparator).toBe(',');
  });

  it('writes English figures with a decimal point', () => {
    const format = createPvFormatters('en');
    expect(format.number(4.74, 1)).toBe('4.7');
    expect(format.kwp(9.99)).toBe(`9.99${nbsp}kWp`);
    expect(format.money(31700)).toMatch(/31,700/);
    expect(format.decimalSeparator).toBe('.');
  });
});
