import { defineFieldType } from '@tessera/engine';
import './staticFields.types';
import { isNeverEmpty, noValueSchema } from './staticFieldValue';

/** JSON Schema of a process history's options. @internal */
const staticProcessHistoryOptionsSchema = {
  type: 'object',
  properties: {
    fieldIds: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 200 },
      maxItems: 200,
      uniqueItems: true,
    },
  },
  required: ['fieldIds'],
  additionalProperties: false,
} as const;

/**
 * The change history of the process the form edits (spec 002 §3 static_process_history): change
 * date, author, field name, old and new presented values, newest first. The entries come from the
 * host through the runtime's `ProcessHistorySourceProvider`. Six columns wide, twelve rows high.
 * @public
 */
export const staticProcessHistoryFieldType = defineFieldType({
  type: 'static_process_history',
  defaultSize: { width: 6, height: 12 },
  defaultOptions: { fieldIds: [] },
  optionsSchema: staticProcessHistoryOptionsSchema,
  valueSchema: noValueSchema,
  emptyValue: null,
  isEmpty: isNeverEmpty,
});
