const affix = { type: 'string', maxLength: 50 };

/** JSON Schema properties of the prefix and suffix options. @internal */
export const affixOptionProperties = { prefix: affix, suffix: affix } as const;

/**
 * JSON Schema of a text field's options: prefix and suffix, and the optional rules maxLength,
 * minLength and nameToken (optional so forms stored before them stay valid).
 * @public
 */
export const textOptionsSchema = {
  type: 'object',
  properties: {
    ...affixOptionProperties,
    maxLength: { type: 'integer', minimum: 1 },
    minLength: { type: ['integer', 'null'], minimum: 0 },
    nameToken: { type: 'boolean' },
  },
  required: ['prefix', 'suffix'],
  additionalProperties: false,
} as const;

const optionalNumber = { type: ['number', 'null'] };

/** JSON Schema of a number field's options: prefix, suffix, min, max and maxDecimals. @public */
export const numberOptionsSchema = {
  type: 'object',
  properties: {
    ...affixOptionProperties,
    min: optionalNumber,
    max: optionalNumber,
    maxDecimals: { type: ['integer', 'null'], minimum: 0, maximum: 20 },
  },
  required: ['prefix', 'suffix', 'min', 'max', 'maxDecimals'],
  additionalProperties: false,
} as const;
