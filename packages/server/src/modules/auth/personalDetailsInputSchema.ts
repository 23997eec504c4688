import type { PersonalDetails } from '../../database/databaseTables';

/**
 * The fields of personal details (spec 000 §3), in the spec's order.
 * @internal
 */
export const personalDetailsFields = [
  'name',
  'surname',
  'street',
  'city',
  'postalCode',
  'cellphone',
  'landline',
  'phone',
  'department',
  'jobPosition',
  'tag1',
  'tag2',
  'tag3',
] as const satisfies readonly (keyof PersonalDetails)[];

// Free text, bounded so nobody stores megabytes in a phone number.
const maxFieldLength = 200;

/**
 * JSON Schema of personal details in a request body: the 13 fields as strings, nothing else
 * (an unknown field is a 422, never silently stored). `required` fields must be non-empty.
 * @internal
 */
export function personalDetailsInputSchema(required: readonly (keyof PersonalDetails)[] = []) {
  return {
    type: 'object',
    additionalProperties: false,
    required: [...required],
    properties: Object.fromEntries(
      personalDetailsFields.map((field) => [
        field,
        {
          type: 'string',
          minLength: required.includes(field) ? 1 : 0,
          maxLength: maxFieldLength,
        },
      ]),
    ),
  } as const;
}
