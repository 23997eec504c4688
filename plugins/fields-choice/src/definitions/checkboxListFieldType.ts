import { defineFieldType } from '@tessera/engine';
import './fieldsChoice.types';
import { choiceListOptionsSchema, choiceValueListSchema } from './choiceSchemas';
import { duplicateValueProblems } from './duplicateValueProblems';
import { RECORD_ID_ACCESS } from './recordIdAccess';

/**
 * Any number of choices out of the records of a data provider, shown as checkboxes (spec 002 §3
 * checkbox_list). Empty is `[]`; a value chosen twice is `validation.duplicateValues`.
 * @public
 */
export const checkboxListFieldType = defineFieldType({
  type: 'checkbox_list',
  defaultOptions: {
    query: null,
    valueAccess: RECORD_ID_ACCESS,
    presentValueAccess: RECORD_ID_ACCESS,
    direction: 'vertical',
    colorAccess: null,
  },
  optionsSchema: choiceListOptionsSchema,
  valueSchema: choiceValueListSchema,
  emptyValue: [],
  validate: (value, { path }) => duplicateValueProblems(value, path),
});
