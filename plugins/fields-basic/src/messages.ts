/**
 * The plugin's own texts, as an i18next namespace: apps add them with
 * `i18n.addResourceBundle(language, FIELDS_BASIC_NAMESPACE, fieldsBasicMessages[language])`.
 * @public
 */
export const FIELDS_BASIC_NAMESPACE = 'fields-basic';

const pl = {
  types: {
    text: 'Pole tekstowe',
    text_area: 'Obszar tekstowy',
    number: 'Liczba',
    checkbox: 'Pole wyboru',
  },
  options: {
    prefix: 'Przedrostek',
    suffix: 'Przyrostek',
    min: 'Wartość minimalna',
    max: 'Wartość maksymalna',
    maxDecimals: 'Maksymalna liczba miejsc po przecinku',
  },
  validation: {
    notANumber: 'Wpisz liczbę',
    min: 'Wartość nie może być mniejsza niż {{min}}',
    max: 'Wartość nie może być większa niż {{max}}',
    maxDecimals_one: 'Dozwolone jest najwyżej {{count}} miejsce po przecinku',
    maxDecimals_few: 'Dozwolone są najwyżej {{count}} miejsca po przecinku',
    maxDecimals_many: 'Dozwolonych jest najwyżej {{count}} miejsc po przecinku',
  },
};

const en: typeof pl = {
  types: {
    text: 'Text field',
    text_area: 'Text area',
    number: 'Number',
    checkbox: 'Checkbox',
  },
  options: {
    prefix: 'Prefix',
    suffix: 'Suffix',
    min: 'Minimum value',
    max: 'Maximum value',
    maxDecimals: 'Maximum decimal places',
  },
  validation: {
    notANumber: 'Enter a number',
    min: 'The value cannot be less than {{min}}',
    max: 'The value cannot be greater than {{max}}',
    maxDecimals_one: 'At most {{count}} decimal place is allowed',
    maxDecimals_few: 'At most {{count}} decimal places are allowed',
    maxDecimals_many: 'At most {{count}} decimal places are allowed',
  },
};

/** Polish first, English second. @public */
export const fieldsBasicMessages = { pl, en } as const;
