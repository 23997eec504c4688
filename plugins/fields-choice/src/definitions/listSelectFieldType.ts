import { defineFieldType } from '@tessera/engine';
import './fieldsChoice.types';
import { listSelectOptionsSchema, listSelectValueSchema } from './choiceSchemas';
import { duplicateValueProblems } from './duplicateValueProblems';
import { RECORD_ID_ACCESS } from './recordIdAccess';

/**
 * A select over the records of a data provider (spec 002 §3 list_select). Its value is what
 * `valueAccess` reads from the chosen record, or a list of them with `allowMultipleChoice`.
 * A list where one value is expected is `validation.singleValueExpected`; a value chosen twice
 * `validation.duplicateValues`. A single value under `allowMultipleChoice` is accepted: it is what
 * records saved before the designer allowed several choices hold, and the input turns it into a
 * list on the next change.
 * @public
 */
export const listSelectFieldType = defineFieldType({
  type: 'list_select',
  defaultOptions: {
    query: null,
    valueAccess: RECORD_ID_ACCESS,
    presentValueAccess: RECORD_ID_ACCESS,
    allowMultipleChoice: false,
    allowAddingNewRecords: false,
    newRecordFormFields: [],
  },
  optionsSchema: listSelectOptionsSchema,
  valueSchema: listSelectValueSchema,
  emptyValue: null,
  validate(value, { options, path }) {
    if (!Array.isArray(value)) return [];
    if (!options.allowMultipleChoice)
      return [{ path, messageKey: 'validation.singleValueExpected' }];
    return duplicateValueProblems(value, path);
  },
});
