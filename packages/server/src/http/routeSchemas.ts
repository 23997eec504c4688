/** A UUID, as route schemas accept ids. @internal */
export const uuidSchema = { type: 'string', format: 'uuid' } as const;

/** Path parameters of `…/{id}` routes: one UUID. @internal */
export const idParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: uuidSchema },
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text is a UUID: anything else cannot name a row and must not reach a uuid column. @internal */
export function isUuid(text: string): boolean {
  return uuidPattern.test(text);
}
