const affix = { type: 'string', maxLength: 50 };

/** JSON Schema of a text field's options: prefix and suffix. @public */
export const affixOptionsSchema = {
  type: 'object',
  properties: { prefix: affix, suffix: affix },
  required: ['prefix', 'suffix'],
  additionalProperties: false,
} as const;

const optionalNumber = { type: ['number', 'null'] };

/** JSON Schema of a number field's options: prefix, suffix, min, max and maxDecimals. @public */
export const numberOptionsSchema = {
  type: 'object',
  properties: {
    prefix: affix,
    suffix: affix,
    min: optionalNumber,
    max: optionalNumber,
    maxDecimals: { type: ['integer', 'null'], minimum: 0, maximum: 20 },
  },
  required: ['prefix', 'suffix', 'min', 'max', 'maxDecimals'],
  additionalProperties: false,
} as const;
