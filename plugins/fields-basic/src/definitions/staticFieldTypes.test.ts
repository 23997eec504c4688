import { compileJsonSchema, FORM_GRID_ROW_HEIGHT_PX } from '@tessera/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HEX_COLOR_PATTERN, isHexColor } from './hexColor';
import { isSafeImageUrl, MAX_IMAGE_URL_LENGTH } from './safeImageUrl';
import { staticButtonFieldType } from './staticButtonFieldType';
import { STATIC_BUTTON_ICON_NAMES } from './staticButtonIcons';
import { STATIC_IMAGE_MAX_HEIGHT, staticImageFieldType } from './staticImageFieldType';
import { staticLineFieldType } from './staticLineFieldType';
import { staticProcessHistoryFieldType } from './staticProcessHistoryFieldType';
import { staticTextFieldType } from './staticTextFieldType';

const staticTypes = [
  staticTextFieldType,
  staticImageFieldType,
  staticButtonFieldType,
  staticLineFieldType,
  staticProcessHistoryFieldType,
] as const;

const isValid = (schema: Record<string, unknown>, value: unknown) =>
  compileJsonSchema(schema)(value).ok;

describe('static field types: grid sizes', () => {
  it.each([
    ['static text height 3', staticTextFieldType, { width: 3, height: 3 }],
    ['static image height 9', staticImageFieldType, { width: 3, height: 9 }],
    ['static button width 1, height 4', staticButtonFieldType, { width: 1, height: 4 }],
    ['static line height 1', staticLineFieldType, { width: 3, height: 1 }],
    ['process history width 6, height 12', staticProcessHistoryFieldType, { width: 6, height: 12 }],
  ] as const)('"%s" (spec 002 §3 default grid sizes)', (_rule, fieldType, size) => {
    expect(fieldType.defaultSize).toEqual(size);
  });

  it('"static image height 9 (max 90)": the cap is a named constant of 900 px', () => {
    expect(STATIC_IMAGE_MAX_HEIGHT).toBe(90);
    expect(STATIC_IMAGE_MAX_HEIGHT * FORM_GRID_ROW_HEIGHT_PX).toBe(900);
    expect(staticImageFieldType.defaultSize.height).toBeLessThanOrEqual(STATIC_IMAGE_MAX_HEIGHT);
  });
});

describe('static field types hold no user input', () => {
  it.each(staticTypes.map((fieldType) => [fieldType.type, fieldType] as const))(
    '%s: default options and the empty value satisfy their own schemas',
    (_type, fieldType) => {
      expect(isValid(fieldType.optionsSchema, fieldType.defaultOptions)).toBe(true);
      expect(isValid(fieldType.valueSchema, fieldType.emptyValue)).toBe(true);
      expect(fieldType.emptyValue).toBeNull();
    },
  );

  it.each(staticTypes.map((fieldType) => [fieldType.type, fieldType] as const))(
    '%s: validate reports no problems and the required rule never applies, whatever the value',
    (_type, fieldType) => {
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          const validate = fieldType.validate as (v: unknown, c: unknown) => readonly unknown[];
          const isEmpty = fieldType.isEmpty as (v: unknown) => boolean;
          return (
            validate(value, { options: fieldType.defaultOptions, path: 'x' }).length === 0 &&
            !isEmpty(value)
          );
        }),
      );
    },
  );

  it.each([
    staticImageFieldType,
    staticButtonFieldType,
    staticLineFieldType,
    staticProcessHistoryFieldType,
  ])('$type stores no value: only null satisfies its value schema', (fieldType) => {
    expect(isValid(fieldType.valueSchema, null)).toBe(true);
    for (const value of ['', 'x', 0, false, [], {}]) {
      expect(isValid(fieldType.valueSchema, value)).toBe(false);
    }
  });

  it('static_text holds what its defaultValue method computed: text, a number, a boolean or null', () => {
    for (const value of ['Razem: 12 zł', 12.5, true, null]) {
      expect(isValid(staticTextFieldType.valueSchema, value)).toBe(true);
    }
    expect(isValid(staticTextFieldType.valueSchema, { typed: 'by a person' })).toBe(false);
  });
});

describe('hex colour options (3, 6 or 8 digits)', () => {
  const hex = (length: number) =>
    fc
      .array(fc.constantFrom(...'0123456789abcdefABCDEF'), { minLength: length, maxLength: length })
      .map((digits) => `#${digits.join('')}`);

  it('accepts # with 3, 6 or 8 hex digits', () => {
    fc.assert(
      fc.property(fc.oneof(hex(3), hex(6), hex(8)), (color) => {
        const options = { ...staticTextFieldType.defaultOptions, fontColor: color };
        return isHexColor(color) && isValid(staticTextFieldType.optionsSchema, options);
      }),
    );
  });

  it('refuses any other number of digits', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 12 })
          .filter((length) => ![3, 6, 8].includes(length))
          .chain(hex),
        (color) => !isHexColor(color),
      ),
    );
  });

  it.each([
    'red',
    'ff0000',
    '#ggg',
    '#12345',
    'rgb(0,0,0)',
    '#fff; background: url(x)',
    ' #fff',
    '#fff\n',
  ])('refuses %j in every colour option', (color) => {
    expect(isHexColor(color)).toBe(false);
    expect(
      isValid(staticTextFieldType.optionsSchema, {
        ...staticTextFieldType.defaultOptions,
        fontColor: color,
      }),
    ).toBe(false);
    const button = staticButtonFieldType.defaultOptions;
    for (const options of [
      { ...button, backgroundColor: color },
      { ...button, textColor: color },
      { ...button, icon: { ...button.icon, color } },
    ]) {
      expect(isValid(staticButtonFieldType.optionsSchema, options)).toBe(false);
    }
  });

  it('keeps the schema pattern and the runtime check the same rule', () => {
    expect(staticTextFieldType.optionsSchema).toMatchObject({
      properties: { fontColor: { pattern: HEX_COLOR_PATTERN } },
    });
  });
});

describe('static text options (spec 002 §3: bold, fontSize, fontColor)', () => {
  const check = (patch: object) =>
    isValid(staticTextFieldType.optionsSchema, { ...staticTextFieldType.defaultOptions, ...patch });

  it('takes a whole font size from 8 to 72 px, or null for the theme size', () => {
    expect(check({ fontSize: 8, bold: true, fontColor: '#0f6cbd' })).toBe(true);
    expect(check({ fontSize: 72 })).toBe(true);
    expect(check({ fontSize: null })).toBe(true);
    expect(check({ fontSize: 7 })).toBe(false);
    expect(check({ fontSize: 73 })).toBe(false);
    expect(check({ fontSize: 12.5 })).toBe(false);
    expect(check({ fontSize: '12px' })).toBe(false);
  });

  it('refuses unknown options', () => {
    expect(check({ italic: true })).toBe(false);
  });
});

describe('static image addresses (https or a same-origin path only)', () => {
  const check = (imageUrl: unknown) =>
    isValid(staticImageFieldType.optionsSchema, { imageUrl, keepAspectRatio: true });

  it.each([
    'https://cdn.example.com/logo.png',
    'https://example.com',
    'https://example.com:8443/a/b.svg?size=2#top',
    '/files/logo.png',
    '/api/files/7f3c/content?download=false',
    '/',
  ])('accepts %s', (url) => {
    expect(isSafeImageUrl(url)).toBe(true);
    expect(check(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'blob:https://example.com/1234',
    'http://example.com/logo.png',
    'HTTPS://example.com/logo.png',
    'https://',
    'https:///path',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    'files/logo.png',
    '../logo.png',
    'ftp://example.com/logo.png',
    '/logo.png javascript:alert(1)',
    '/logo\n.png',
    '/logo\u0000.png',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeImageUrl(url)).toBe(false);
    expect(check(url)).toBe(false);
  });

  it('accepts null before an image is chosen, and refuses over-long addresses', () => {
    expect(check(null)).toBe(true);
    const long = `/${'a'.repeat(MAX_IMAGE_URL_LENGTH)}`;
    expect(isSafeImageUrl(long)).toBe(false);
    expect(check(long)).toBe(false);
  });

  it('never accepts an address that does not start with https:// or a single /', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const startsSafely = url.startsWith('https://') || /^\/(?![/\\])/.test(url);
        return startsSafely || !isSafeImageUrl(url);
      }),
    );
  });
});

describe('static button options (spec 002 §3: text, colours, icon{name, align, color}, action{type})', () => {
  const defaults = staticButtonFieldType.defaultOptions;
  const check = (options: unknown) => isValid(staticButtonFieldType.optionsSchema, options);

  it('accepts every icon of the fixed list, and no icon', () => {
    for (const name of [...STATIC_BUTTON_ICON_NAMES, null]) {
      expect(check({ ...defaults, icon: { ...defaults.icon, name } })).toBe(true);
    }
  });

  it('refuses icon names outside the list and sides other than left and right', () => {
    expect(check({ ...defaults, icon: { ...defaults.icon, name: 'mdi-plus' } })).toBe(false);
    expect(check({ ...defaults, icon: { ...defaults.icon, align: 'center' } })).toBe(false);
  });

  it('"actions add or remove a repeating-group item": only those two action types', () => {
    for (const type of ['add_repeating_group_item', 'remove_repeating_group_item']) {
      expect(check({ ...defaults, action: { type, groupId: null } })).toBe(true);
      expect(check({ ...defaults, action: { type, groupId: 'items' } })).toBe(true);
    }
    expect(check({ ...defaults, action: { type: 'redirect', groupId: null } })).toBe(false);
    expect(check({ ...defaults, action: { type: 'add_repeating_group_item', groupId: '' } })).toBe(
      false,
    );
  });
});

describe('process history options', () => {
  const check = (fieldIds: unknown) =>
    isValid(staticProcessHistoryFieldType.optionsSchema, { fieldIds });

  it('lists every change by default and may name distinct field ids', () => {
    expect(staticProcessHistoryFieldType.defaultOptions.fieldIds).toEqual([]);
    expect(check(['status', 'amount'])).toBe(true);
    expect(check(['status', 'status'])).toBe(false);
    expect(check([''])).toBe(false);
  });
});
