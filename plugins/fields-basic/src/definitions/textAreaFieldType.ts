import { defineFieldType } from '@tessera/engine';
import './fieldsBasic.types';
import { countCharacters } from './countCharacters';

/** Maximum length of a text area (spec 002 §5 and §9: text area 2000, shown by a counter). @public */
export const TEXT_AREA_MAX_LENGTH = 2000;

/**
 * A multi-line text field of at most 2000 characters; taller than the default (spec 002 §3:
 * text area height 18). A longer value is reported with `validation.maxLength` (`max`).
 * @public
 */
export const textAreaFieldType = defineFieldType({
  type: 'text_area',
  defaultSize: { height: 18 },
  defaultOptions: {},
  optionsSchema: { type: 'object', additionalProperties: false },
  valueSchema: { type: ['string', 'null'] },
  emptyValue: null,
  validate(value, { path }) {
    if (value === null || countCharacters(value) <= TEXT_AREA_MAX_LENGTH) return [];
    return [{ path, messageKey: 'validation.maxLength', params: { max: TEXT_AREA_MAX_LENGTH } }];
  },
});
