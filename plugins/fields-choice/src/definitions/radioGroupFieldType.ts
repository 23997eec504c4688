import { defineFieldType } from '@tessera/engine';
import './fieldsChoice.types';
import { choiceListOptionsSchema, optionalChoiceValueSchema } from './choiceSchemas';
import { RECORD_ID_ACCESS } from './recordIdAccess';

/**
 * One choice out of the records of a data provider, shown as radio buttons (spec 002 §3
 * radio_group). Empty is `null`.
 * @public
 */
export const radioGroupFieldType = defineFieldType({
  type: 'radio_group',
  defaultOptions: {
    query: null,
    valueAccess: RECORD_ID_ACCESS,
    presentValueAccess: RECORD_ID_ACCESS,
    direction: 'vertical',
    colorAccess: null,
  },
  optionsSchema: choiceListOptionsSchema,
  valueSchema: optionalChoiceValueSchema,
  emptyValue: null,
});
