import { defineFieldType } from '@tessera/engine';
import './fieldsGroups.types';
import { containerOptionsSchema } from './groupOptionsSchemas';

/**
 * A container (spec 002 §3): a full-width box, 9 rows high, grouping fields on a grid of its own.
 * It holds no value: its fields are form fields like any other — or, in a repeating group's row
 * template, fields of the row — and the form store flattens them; while the container's `visible`
 * condition fails, every field in it is hidden and reset like a hidden field (spec 002 §4).
 * @public
 */
export const containerFieldType = defineFieldType({
  type: 'container',
  defaultSize: { width: 12, height: 9 },
  defaultOptions: { fields: [] },
  optionsSchema: containerOptionsSchema,
  valueSchema: { type: 'null' },
  emptyValue: null,
});
