import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimal } from './decimalPattern';

// An independent reading of spec 001 §5.1, character by character, to hold the regular
// expression to: "with decimals 0 only an optional minus and digits pass; otherwise an optional
// sign, digits, an optional decimal point with 1 to N (or any number of) digits, and an optional
// exponent pass".
function oracle(text: string, decimals?: number): boolean {
  let i = 0;
  const digitsFrom = (start: number) => {
    let end = start;
    while (end < text.length && text[end]! >= '0' && text[end]! <= '9') end += 1;
    return end;
  };
  if (text[i] === '-' || (decimals !== 0 && text[i] === '+')) i += 1;
  const integerEnd = digitsFrom(i);
  if (integerEnd === i) return false;
  i = integerEnd;
  if (decimals === 0) return i === text.length;
  if (text[i] === '.') {
    const fractionEnd = digitsFrom(i + 1);
    const count = fractionEnd - i - 1;
    if (count < 1 || (decimals !== undefined && count > decimals)) return false;
    i = fractionEnd;
  }
  if (text[i] === 'e' || text[i] === 'E') {
    i += 1;
    if (text[i] === '+' || text[i] === '-') i += 1;
    const exponentEnd = digitsFrom(i);
    if (exponentEnd === i) return false;
    i = exponentEnd;
  }
  return i === text.length;
}

const decimalsArb = fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined });
const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max })
    .map((d) => d.join(''));

/** Strings generated from the grammar itself: always valid for their `decimals`. */
const validDecimal = decimalsArb.chain((decimals) =>
  decimals === 0
    ? fc
        .tuple(fc.constantFrom('', '-'), digits(1, 12))
        .map(([sign, int]) => ({ decimals, text: sign + int }))
    : fc
        .tuple(
          fc.constantFrom('', '+', '-'),
          digits(1, 12),
          fc.option(digits(1, decimals ?? 20), { nil: undefined }),
          fc.option(
            fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 3)),
            {
              nil: undefined,
            },
          ),
        )
        .map(([sign, int, fraction, exponent]) => ({
          decimals,
          text: `${sign}${int}${fraction === undefined ? '' : `.${fraction}`}${exponent?.join('') ?? ''}`,
        })),
);

/** Mutations that always leave the grammar. */
const breakIt = fc.constantFrom(
  (text: string) => ` ${text}`,
  (text: string) => `${text} `,
  (text: string) => `${text}.`,
  (text: string) => `.${text}`,
  (text: string) => `--${text.replace(/^[-+]/, '')}`,
  (text: string) => `${text}e`,
  (text: string) => `${text}x`,
  (text: string) => text.replace(/\d/, ','),
  (text: string) => text.replace(/\d+/, ''),
);

describe('decimal — "empty fails; with decimals 0 only an optional minus and digits pass; otherwise an optional sign, digits, an optional decimal point with 1 to N (or any number of) digits, and an optional exponent pass"', () => {
  it('accepts every string generated from the grammar (property)', () => {
    fc.assert(fc.property(validDecimal, ({ decimals, text }) => isDecimal(text, decimals)));
  });

  it('rejects every grammar string broken by a mutation (property)', () => {
    fc.assert(
      fc.property(validDecimal, breakIt, ({ decimals, text }, mutate) => {
        const broken = mutate(text);
        return broken === text || !isDecimal(broken, decimals);
      }),
    );
  });

  it('rejects one decimal place more than allowed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), digits(1, 6), (decimals, int) => {
        const fraction = '5'.repeat(decimals);
        return (
          isDecimal(`${int}.${fraction}`, decimals) && !isDecimal(`${int}.${fraction}5`, decimals)
        );
      }),
    );
  });

  it('agrees with a character-by-character reading of the rule on arbitrary strings (property)', () => {
    const text = fc
      .array(fc.constantFrom(...'0123456789+-.eE ,x'), { maxLength: 14 })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(
        text,
        decimalsArb,
        (candidate, decimals) => isDecimal(candidate, decimals) === oracle(candidate, decimals),
      ),
      {
        numRuns: 5000,
      },
    );
  });

  it.each([
    ['-12', 0, true],
    ['12', 0, true],
    ['+12', 0, false],
    ['12.0', 0, false],
    ['1e3', 0, false],
    ['12.34', 2, true],
    ['12.345', 2, false],
    ['+12.3e-4', 2, true],
    ['12.', 2, false],
    ['.5', 2, false],
    ['1,5', 2, false],
    ['12.3456789', undefined, true],
    ['1E+10', undefined, true],
    ['', undefined, false],
    [' ', undefined, false],
  ] as const)('%j with decimals %j → %j', (text, decimals, expected) => {
    expect(isDecimal(text, decimals)).toBe(expected);
  });

  it('"empty fails": null and undefined fail, numbers are read as JavaScript writes them', () => {
    expect(isDecimal(null)).toBe(false);
    expect(isDecimal(undefined, 2)).toBe(false);
    expect(isDecimal(12.5, 1)).toBe(true);
    expect(isDecimal(12.55, 1)).toBe(false);
    expect(isDecimal(1e21)).toBe(true);
    expect(isDecimal(Number.NaN)).toBe(false);
    expect(isDecimal(0.1 + 0.2, 8)).toBe(false);
  });
});
