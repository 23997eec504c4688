import { defineFieldType, MAX_REPEATING_GROUP_ROWS, type Problem } from '@tessera/engine';
import './fieldsGroups.types';
import { repeatingGroupOptionsSchema } from './groupOptionsSchemas';

/**
 * A repeating group (spec 002 §3): rows of the fields of its template, between a minimum and a
 * maximum computed by methods and never more than 100 rows. Full width, 9 rows high. The form
 * store computes the rows and their limits — on the group's state as `rowLimits`, which the add
 * and remove buttons read — and checks them; this definition gives the registry the type's size,
 * options schema and value shape, and checks what needs no form: an array of at most 100 row
 * objects (`validations.invalid`, `validations.maxArrayLength`).
 * @public
 */
export const repeatingGroupFieldType = defineFieldType({
  type: 'repeating_group',
  defaultSize: { width: 12, height: 9 },
  defaultOptions: { fieldsTemplate: [] },
  optionsSchema: repeatingGroupOptionsSchema,
  valueSchema: {
    type: 'array',
    maxItems: MAX_REPEATING_GROUP_ROWS,
    items: { type: 'object' },
  },
  emptyValue: [],
  validate(value, { path }) {
    if (!Array.isArray(value)) return [{ path, messageKey: 'validations.invalid' }];
    const problems: Problem[] = [];
    if (value.length > MAX_REPEATING_GROUP_ROWS) {
      problems.push({
        path,
        messageKey: 'validations.maxArrayLength',
        params: { max: MAX_REPEATING_GROUP_ROWS },
      });
    }
    return problems;
  },
});
