import { isEmptyValue } from '../plugins/defineFieldType';
import { defineValidationRule } from './defineValidationRule';

/**
 * unique: asks the host whether the value is unused; an empty value passes without asking.
 * Message `validations.unique` with the value as `fieldValue`, the parameter spec 002 §5's
 * wording uses.
 * @public
 */
export const uniqueRule = defineValidationRule({
  name: 'unique',
  isAsync: true,
  messageParams: (value) => ({ fieldValue: value }),
  validate: async (value, _params, host, { path, written }) =>
    isEmptyValue(value) || host.isUnique({ value, params: written, path }),
});

/**
 * external: asks the host; an empty value passes without asking. The default message is
 * `validations.invalid`; the host may answer with its own key and parameters.
 * @public
 */
export const externalRule = defineValidationRule({
  name: 'external',
  messageKey: 'validations.invalid',
  isAsync: true,
  validate: async (value, _params, host, { path, written }) => {
    if (isEmptyValue(value)) return true;
    const result = await host.checkExternal({ value, params: written, path });
    if (result.valid) return true;
    return [
      {
        ...(result.messageKey === undefined ? {} : { messageKey: result.messageKey }),
        ...(result.params === undefined ? {} : { params: result.params }),
      },
    ];
  },
});
