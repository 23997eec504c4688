/** How the calculator writes its figures in one language. */
export interface PvFormatters {
  /** Whole złoty: `31 700 zł` in Polish (spec 002 §9: currency zł, Polish number format). */
  money(value: number): string;
  /** Short amounts for a chart's axis: `−30 tys. zł`. */
  compactMoney(value: number): string;
  /** A price per kWh to the grosz or finer: `0,63 zł`. */
  unitPrice(value: number): string;
  /** A plain number with at most `digits` decimals: `6,4`, `7143`. */
  number(value: number, digits?: number): string;
  percent(value: number): string;
  kwp(value: number): string;
  kwh(value: number): string;
  watts(value: number): string;
  /** The decimal separator of the language, for writing a default value into an input. */
  readonly decimalSeparator: string;
}

// A no-break space keeps a figure and its unit on one line.
const nbsp = '\u00a0';

/**
 * Formatters for the calculator's figures through `Intl.NumberFormat`, so Polish gets a decimal
 * comma, spaces between thousands from 10 000 up and `zł` after the amount.
 */
export function createPvFormatters(language: string): PvFormatters {
  const money = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  const compactMoney = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'PLN',
    notation: 'compact',
    maximumFractionDigits: 0,
  });
  const unitPrice = new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
  const numbers = new Map<number, Intl.NumberFormat>();
  const number = (value: number, digits = 0) => {
    let format = numbers.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(language, { maximumFractionDigits: digits });
      numbers.set(digits, format);
    }
    return format.format(value);
  };
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  const decimalSeparator =
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';

  return {
    money: (value) => money.format(value),
    compactMoney: (value) => compactMoney.format(value),
    unitPrice: (value) => unitPrice.format(value),
    number,
    percent: (value) => percent.format(value),
    kwp: (value) => `${number(value, 2)}${nbsp}kWp`,
    kwh: (value) => `${number(value)}${nbsp}kWh`,
    watts: (value) => `${number(value)}${nbsp}W`,
    decimalSeparator,
  };
}
