import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fillStringTemplate } from './fillStringTemplate';

const fill = (template: string, values: Readonly<Record<string, string>>) =>
  fillStringTemplate(template, (name) => values[name] ?? '');

describe('fillStringTemplate — an empty placeholder leaves no gap (spec 001 §3.3 computed_string_template)', () => {
  it('fills placeholders by name, with or without spaces inside the braces', () => {
    expect(fill('Oferta {{customer}}: {{ price }} zł', { customer: 'Nowak', price: '5002' })).toBe(
      'Oferta Nowak: 5002 zł',
    );
  });

  it('an empty value or an unknown name leaves no double space', () => {
    expect(fill('{{name}} {{middle}} {{surname}}', { name: 'Jan', surname: 'Kowalski' })).toBe(
      'Jan Kowalski',
    );
  });

  it('leaves out the text that goes with an empty value (a unit), and the separator before it', () => {
    expect(fill('{{customerName}} — {{power}} kWp', { customerName: 'Piotr Wiśniewski' })).toBe(
      'Piotr Wiśniewski',
    );
    expect(fill('Oferta {{customer}}: {{price}} zł', { customer: 'Nowak' })).toBe('Oferta Nowak');
    expect(fill('Oferta {{customer}}: {{price}} zł', { price: '5002' })).toBe('5002 zł');
    expect(fill('{{power}} kWp', {})).toBe('');
    expect(fill('Zamówienie: {{note}}', {})).toBe('');
    expect(fill('Zamówienie bez numeru', {})).toBe('Zamówienie bez numeru');
  });

  it('drops a separator left with no value on one side, at the start or the end', () => {
    expect(fill('{{name}}, {{city}}', { name: 'Nowak' })).toBe('Nowak');
    expect(fill('{{name}}, {{city}}', { city: 'Kraków' })).toBe('Kraków');
    expect(fill('{{customerName}} — {{power}}', { power: '7,4' })).toBe('7,4');
    expect(fill('{{a}} - {{b}}', {})).toBe('');
  });

  it('separators that meet across empty values become one: the last with punctuation', () => {
    const address = '{{street}} {{number}}/{{flat}}, {{city}}';
    expect(fill(address, { street: 'Długa', number: '5', city: 'Kraków' })).toBe('Długa 5, Kraków');
    expect(fill(address, { street: 'Długa', number: '5', flat: '2', city: 'Kraków' })).toBe(
      'Długa 5/2, Kraków',
    );
    expect(fill('{{city}}, {{street}} {{number}}', { city: 'Kraków', number: '5' })).toBe(
      'Kraków, 5',
    );
    expect(fill('{{a}}, {{b}}, {{c}}', { a: 'x', c: 'z' })).toBe('x, z');
  });

  it('keeps literal text with words, and the line breaks of a repeating group’s rows', () => {
    expect(fill('Produkty: {{products}}', { products: 'Panel, 12\nFalownik, 1' })).toBe(
      'Produkty: Panel, 12\nFalownik, 1',
    );
  });

  it('keeps a single non-breaking space (Polish digit grouping) and leaves other braces alone', () => {
    expect(fill('{{price}} zł', { price: '12\u00a0345,5' })).toBe('12\u00a0345,5 zł');
    expect(fill('a {b} {{ }} {{c}}', { c: 'x' })).toBe('a {b} {{ }} x');
  });

  const name = fc.constantFrom('a', 'b', 'c', 'd');
  const word = fc.stringMatching(/^[A-Za-z0-9ąęłóśżź]{1,6}$/);
  const joiner = fc.constantFrom(' ', ', ', ' - ', '/', ' — ', '; ', ': ');
  /** Placeholders joined by separators only: `{{a}}, {{b}} - {{c}}`. */
  const joinedTemplate = fc
    .tuple(name, fc.array(fc.tuple(joiner, name), { maxLength: 5 }))
    .map(([head, rest]) => `{{${head}}}${rest.map(([j, n]) => `${j}{{${n}}}`).join('')}`);
  const values = fc.dictionary(name, fc.oneof(word, fc.constantFrom('', ' ')));

  it('with every value given, is the plain substitution (property)', () => {
    fc.assert(
      fc.property(joinedTemplate, fc.dictionary(name, word), (template, given) => {
        const all = { a: 'A', b: 'B', c: 'C', d: 'D', ...given };
        const plain = template.replace(/\{\{(\w)\}\}/g, (_m, key: string) => all[key as 'a']);
        expect(fill(template, all)).toBe(plain);
      }),
    );
  });

  it('never starts or ends with a separator or a blank, nor doubles one (property)', () => {
    fc.assert(
      fc.property(joinedTemplate, values, (template, given) => {
        const result = fill(template, given);
        expect(result).toBe(result.trim());
        expect(result).not.toMatch(/^[,;:/\-—]|[,;:/\-—]$/);
        expect(result).not.toMatch(/ {2}/);
        // Two separators only ever meet with a value between them.
        expect(result).not.toMatch(/[,;:/—-]\s*[,;:/—-]/);
      }),
    );
  });

  it('shows every value given, in template order (property)', () => {
    fc.assert(
      fc.property(joinedTemplate, values, (template, given) => {
        const result = fill(template, given);
        let from = 0;
        for (const match of template.matchAll(/\{\{(\w)\}\}/g)) {
          const value = given[match[1] as string] ?? '';
          if (value.trim() === '') continue;
          const at = result.indexOf(value, from);
          expect(at).toBeGreaterThanOrEqual(from);
          from = at + value.length;
        }
      }),
    );
  });
});
