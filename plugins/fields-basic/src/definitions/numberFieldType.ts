import { defineFieldType, type Problem } from '@tessera/engine';
import './fieldsBasic.types';
import { numberOptionsSchema } from './affixOptionsSchema';
import { countDecimals } from './parseDecimal';

/**
 * A number field with optional bounds and a maximum count of decimals.
 * Problems use the keys `validation.notANumber`, `validation.min`, `validation.max` and
 * `validation.maxDecimals`.
 * @public
 */
export const numberFieldType = defineFieldType({
  type: 'number',
  defaultOptions: { prefix: '', suffix: '', min: null, max: null, maxDecimals: null },
  optionsSchema: numberOptionsSchema,
  valueSchema: { type: ['number', 'null'] },
  emptyValue: null,
  validate(value, { options, path }) {
    if (value === null) return [];
    if (!Number.isFinite(value)) return [{ path, messageKey: 'validation.notANumber' }];
    const problems: Problem[] = [];
    if (options.min !== null && value < options.min) {
      problems.push({ path, messageKey: 'validation.min', params: { min: options.min } });
    }
    if (options.max !== null && value > options.max) {
      problems.push({ path, messageKey: 'validation.max', params: { max: options.max } });
    }
    if (options.maxDecimals !== null && countDecimals(value) > options.maxDecimals) {
      problems.push({
        path,
        messageKey: 'validation.maxDecimals',
        params: { count: options.maxDecimals },
      });
    }
    return problems;
  },
});
