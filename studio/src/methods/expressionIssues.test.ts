import { describe, expect, it } from 'vitest';
import { expressionIssues } from './expressionIssues';

const known = new Set(['price', 'quantity']);

describe('expressionIssues', () => {
  it('a valid expression over known fields has no issues', () => {
    expect(expressionIssues('price * quantity', known)).toEqual([]);
  });

  it('a syntax error is an error at the character the parser names', () => {
    const [issue, ...rest] = expressionIssues('price * (quantity', known);
    expect(rest).toEqual([]);
    expect(issue).toMatchObject({ severity: 'error', key: 'methods.expressionIssues.syntax' });
    expect(issue?.start).toBeGreaterThanOrEqual(0);
    expect(issue?.end).toBeLessThanOrEqual('price * (quantity'.length);
  });

  it('an unknown function is marked where it is called', () => {
    expect(expressionIssues('price + foo(1)', known)).toEqual([
      {
        severity: 'error',
        key: 'methods.expressionIssues.unknownFunction',
        params: { name: 'foo' },
        start: 8,
        end: 11,
      },
    ]);
  });

  it('a wrong argument count names what the function takes', () => {
    expect(expressionIssues('pow(price)', known)).toEqual([
      expect.objectContaining({
        key: 'methods.expressionIssues.arity',
        params: { name: 'pow', expected: '2', count: 1 },
        start: 0,
        end: 3,
      }),
    ]);
  });

  it('spec 001 §5.2 disabled functions are refused by name', () => {
    expect(expressionIssues('derivative(price, quantity)', known)[0]).toMatchObject({
      key: 'methods.expressionIssues.disabledFunction',
      params: { name: 'derivative' },
    });
  });

  it('an empty expression is an error over nothing', () => {
    expect(expressionIssues('', known)).toEqual([
      { severity: 'error', key: 'methods.expressionIssues.empty', params: {}, start: 0, end: 0 },
    ]);
  });

  it('a name that is no field is a warning on that name', () => {
    expect(expressionIssues('price * vat', known)).toEqual([
      {
        severity: 'warning',
        key: 'methods.editor.unknownNames',
        params: { names: 'vat' },
        start: 8,
        end: 11,
      },
    ]);
  });

  it('property access is refused in the studio words', () => {
    expect(expressionIssues('price.net', known)[0]?.key).toBe('methods.expressionIssues.access');
  });
});
