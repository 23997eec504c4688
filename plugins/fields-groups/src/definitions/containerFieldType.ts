import { defineFieldType } from '@tessera/engine';
import './fieldsGroups.types';
import { containerOptionsSchema } from './groupOptionsSchemas';

/**
 * A container (spec 002 §3): a full-width box, 9 rows high, grouping fields on a grid of its own.
 * It holds no value: its fields are form fields like any other (the form store flattens them).
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
