/** A UUID, as route schemas accept ids. @internal */
export const uuidSchema = { type: 'string', format: 'uuid' } as const;

/** Path parameters of `…/{id}` routes: one UUID. @internal */
export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: uuidSchema },
} as const;
