import { defineFieldType, type Problem } from '@tessera/engine';
import './fieldsBasic.types';
import { textOptionsSchema } from './affixOptionsSchema';
import { countCharacters } from './countCharacters';
import { isNameToken } from './isNameToken';

/** Default maximum length of a text field (spec 002 §5 and §9: text max 200). @public */
export const TEXT_MAX_LENGTH = 200;

/**
 * A single-line text field. Spec 002 §5: at most `maxLength` characters (200 by default), at
 * least `minLength` when set, and only Latin letters, digits, '-' and '_' when `nameToken` is on.
 * Problems use the keys `validation.maxLength` (`max`), `validation.minLength` (`min`) and
 * `validation.nameToken`.
 * @public
 */
export const textFieldType = defineFieldType({
  type: 'text',
  defaultOptions: {
    prefix: '',
    suffix: '',
    maxLength: TEXT_MAX_LENGTH,
    minLength: null,
    nameToken: false,
  },
  optionsSchema: textOptionsSchema,
  valueSchema: { type: ['string', 'null'] },
  emptyValue: null,
  validate(value, { options, path }) {
    if (value === null) return [];
    const problems: Problem[] = [];
    const length = countCharacters(value);
    const max = options.maxLength ?? TEXT_MAX_LENGTH;
    if (length > max) {
      problems.push({ path, messageKey: 'validation.maxLength', params: { max } });
    }
    const min = options.minLength ?? null;
    if (min !== null && length < min) {
      problems.push({ path, messageKey: 'validation.minLength', params: { min } });
    }
    if (options.nameToken === true && !isNameToken(value)) {
      problems.push({ path, messageKey: 'validation.nameToken' });
    }
    return problems;
  },
});
