import { personalDetailsFields } from './personalDetailsInputSchema';

const personalDetailsSchema = {
  type: 'object',
  properties: Object.fromEntries(personalDetailsFields.map((field) => [field, { type: 'string' }])),
} as const;

/**
 * The session user as `auth/me` and `PATCH users/current` answer it (spec 000 §3). Response
 * schemas double as an allow-list: a column added to a query later cannot leak.
 * @internal
 */
export const sessionUserSchema = {
  type: 'object',
  required: [
    'id',
    'roleIds',
    'email',
    'type',
    'personalDetails',
    'defaultClient',
    'specialPermissions',
    'userSpecialFeatures',
  ],
  properties: {
    id: { type: 'string' },
    roleIds: { type: 'array', items: { type: 'string' } },
    email: { type: 'string' },
    type: { type: 'string' },
    personalDetails: personalDetailsSchema,
    defaultClient: {
      type: ['object', 'null'],
      required: ['key'],
      properties: { key: { type: 'string' } },
    },
    specialPermissions: { type: 'array', items: { type: 'string' } },
    userSpecialFeatures: {
      type: 'array',
      items: { type: 'object', required: ['type'], properties: { type: { type: 'string' } } },
    },
  },
} as const;
