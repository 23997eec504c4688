import { uuidSchema } from '../../http/routeSchemas';
import { personalDetailsInputSchema } from '../auth/personalDetailsInputSchema';

/** The writable and echoed fields of a user; see {@link UserInput}. */
const userInputProperties = {
  email: { type: 'string', format: 'email', maxLength: 254 },
  // Bounded so nobody makes argon2 hash megabytes; the policy checks the rest.
  password: { type: 'string', minLength: 1, maxLength: 1024 },
  status: { type: 'string', enum: ['active', 'inactive', 'deleted'] },
  // super_admin is accepted only unchanged (the record of a super admin sent back).
  type: { type: 'string', enum: ['user', 'client_admin', 'super_admin'] },
  supervisorUserId: { anyOf: [uuidSchema, { type: 'null' }] },
  roleIds: { type: 'array', items: uuidSchema, uniqueItems: true, maxItems: 200 },
  personalDetails: personalDetailsInputSchema(),
  specialFeatures: {
    type: 'array',
    maxItems: 50,
    uniqueItems: true,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: { type: { type: 'string', minLength: 1, maxLength: 100 } },
    },
  },
  defaultClient: {
    anyOf: [
      {
        type: 'object',
        additionalProperties: false,
        required: ['key'],
        properties: { key: { type: 'string', maxLength: 200 } },
      },
      { type: 'null' },
    ],
  },
  _search: {
    type: 'object',
    additionalProperties: false,
    properties: { fullName: { type: 'string', maxLength: 500 }, isActive: { type: 'boolean' } },
  },
} as const;

/**
 * The body of `PUT users` and `PUT users/{id}`. Unknown properties are refused (422).
 * @internal
 */
export const userBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: userInputProperties,
} as const;

/**
 * The body of `PUT users/batch-save`: items as in {@link userBodySchema}, each with an optional
 * id (none: create).
 * @internal
 */
export const userBatchBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['items'],
  properties: {
    items: {
      type: 'array',
      minItems: 1,
      maxItems: 1000,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { id: uuidSchema, ...userInputProperties },
      },
    },
  },
} as const;

/**
 * The body of `POST users/import/find-matches`: import rows, matched by e-mail. Rows may carry
 * the import's other columns; only `email` is read.
 * @internal
 */
export const findMatchesBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['rows'],
  properties: {
    rows: {
      type: 'array',
      maxItems: 10000,
      items: {
        type: 'object',
        required: ['email'],
        maxProperties: 100,
        properties: { email: { type: 'string', maxLength: 254 } },
        // The import's other columns; nothing but the e-mail is read, nothing is written.
        additionalProperties: {
          anyOf: [
            { type: 'string', maxLength: 10000 },
            { type: 'number' },
            { type: 'boolean' },
            { type: 'null' },
          ],
        },
      },
    },
  },
} as const;

/** `{ id }` path parameters. @internal */
export const userIdParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: uuidSchema },
} as const;

const stringProperties = (names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, { type: 'string' }]));

/**
 * A user in responses; doubles as an allow-list, so the password hash (or any column added
 * later) cannot leave the server.
 * @internal
 */
export const userRecordSchema = {
  type: 'object',
  required: [
    'id',
    'email',
    'status',
    'type',
    'supervisorUserId',
    'roleIds',
    'defaultClient',
    'personalDetails',
    'specialFeatures',
    '_search',
  ],
  properties: {
    ...stringProperties(['id', 'email', 'status', 'type']),
    supervisorUserId: { type: ['string', 'null'] },
    roleIds: { type: 'array', items: { type: 'string' } },
    defaultClient: {
      type: ['object', 'null'],
      required: ['key'],
      properties: { key: { type: 'string' } },
    },
    personalDetails: {
      type: 'object',
      properties: stringProperties(Object.keys(personalDetailsInputSchema().properties)),
    },
    specialFeatures: {
      type: 'array',
      items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
    },
    _search: {
      type: 'object',
      required: ['fullName', 'isActive'],
      properties: { fullName: { type: 'string' }, isActive: { type: 'boolean' } },
    },
  },
} as const;
