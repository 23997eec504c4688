import { defineFieldType } from '@tessera/engine';
import './staticFields.types';
import { isNeverEmpty, noValueSchema } from './staticFieldValue';

/** A horizontal line between parts of the form (spec 002 §3 static_line); one row high. @public */
export const staticLineFieldType = defineFieldType({
  type: 'static_line',
  defaultSize: { height: 1 },
  defaultOptions: {},
  optionsSchema: { type: 'object', additionalProperties: false },
  valueSchema: noValueSchema,
  emptyValue: null,
  isEmpty: isNeverEmpty,
});
