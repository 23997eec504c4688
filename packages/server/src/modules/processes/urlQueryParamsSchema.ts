/**
 * The page's query parameters that a form's url_query methods read (spec 002 §4: custom query
 * params reach url_query methods), as saves and calculations take them.
 * @internal
 */
export const urlQueryParamsSchema = {
  type: 'object',
  maxProperties: 100,
  additionalProperties: {
    anyOf: [
      { type: 'string', maxLength: 2000 },
      { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 2000 } },
    ],
  },
} as const;
