/**
 * English default wording of every built-in message key, in the i18n catalogues' `{{param}}`
 * syntax. The catalogues in `@tessera/i18n` own the wording (Polish first); this table is what
 * they start from and what tests and logs fall back to.
 * @public
 */
export const VALIDATION_MESSAGE_DEFAULTS: Readonly<Record<string, string>> = Object.freeze({
  'validations.email': 'Enter a valid e-mail address',
  'validations.required': 'This field is required',
  'validations.max': 'This field may have at most {{length}} characters',
  'validations.min': 'This field must have at least {{length}} characters',
  'validations.min_value': 'The value must be at least {{min}}',
  'validations.max_value': 'The value must be at most {{max}}',
  'validations.numeric': 'This field may contain only digits',
  'validations.integer': 'The value must be a whole number',
  'validations.is': 'The value is not the expected one',
  'validations.regex': 'The field contains an invalid value',
  'validations.decimal': 'The value must be a valid number with up to {{decimals}} decimal places',
  'validations.more_than': 'The value must be greater than {{moreThan}}',
  'validations.minArrayLength': 'Add at least {{min}} rows',
  'validations.maxArrayLength': 'Add no more than {{max}} rows',
  'validations.notOneOf': 'This value is not allowed here',
  'validations.name_token': "Use only Latin letters, digits, '-' and '_'",
  'validations.routePath': "Use only Latin letters, digits, '-', '_' and '/'",
  'validations.hex_color': 'Enter a colour as # and 3, 6 or 8 hex digits',
  'validations.date_format': 'Enter a valid date',
  'validations.time_interval': 'Enter a valid start date and duration',
  'validations.files_required': 'Must provide files to upload',
  'validations.notArray': 'Only one document is allowed here',
  'validations.unique': 'The value {{fieldValue}} is already in use',
  'validations.invalid': 'The field contains an invalid value',
});
