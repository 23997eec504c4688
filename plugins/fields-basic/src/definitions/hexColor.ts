/**
 * A colour a designer types into a static field's options: `#` and 3, 6 or 8 hex digits
 * (`#f00`, `#ff0000`, `#ff000080`). Named colours, `rgb()` and anything else CSS would accept are
 * refused, so an option can never smuggle other CSS into a style.
 * @public
 */
export const HEX_COLOR_PATTERN = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$';

const hexColor = new RegExp(HEX_COLOR_PATTERN);

/** Whether a value is a hex colour of 3, 6 or 8 digits (see {@link HEX_COLOR_PATTERN}). @public */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && hexColor.test(value);
}

/** JSON Schema of an optional colour option: a hex colour, or null for the theme's own. @internal */
export const optionalHexColorSchema = {
  type: ['string', 'null'],
  pattern: HEX_COLOR_PATTERN,
} as const;
