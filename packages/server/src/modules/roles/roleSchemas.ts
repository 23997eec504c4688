import { permissionTypes } from '../access/routeAccess';

const statusSchema = { type: 'string', enum: ['active', 'inactive', 'deleted'] } as const;

/**
 * The body of `PUT roles` and `PUT roles/{id}`: the role minus its id. Unknown properties are
 * refused (422), so nothing but these three fields can be written.
 * @internal
 */
export const roleBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    // Exact names (spec 001 §5.4), so no trimming; a blank name is no name.
    name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
    status: statusSchema,
    permissions: {
      type: 'array',
      maxItems: permissionTypes.length,
      uniqueItems: true,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['type'],
        properties: { type: { type: 'string', enum: [...permissionTypes] } },
      },
    },
  },
} as const;

/**
 * A role in responses; doubles as an allow-list of what leaves the server.
 * @internal
 */
export const roleRecordSchema = {
  type: 'object',
  required: ['id', 'name', 'status', 'permissions'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string' },
    permissions: {
      type: 'array',
      items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
    },
  },
} as const;

/** `{ id }` path parameters of the role routes. @internal */
export const roleIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;
