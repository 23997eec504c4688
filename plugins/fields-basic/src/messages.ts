import { inputFieldsMessages } from './inputFieldsMessages';
import { staticFieldsMessages } from './staticFieldsMessages';

/**
 * The plugin's own texts, as an i18next namespace: apps add them with
 * `i18n.addResourceBundle(language, FIELDS_BASIC_NAMESPACE, fieldsBasicMessages[language])`.
 * @public
 */
export const FIELDS_BASIC_NAMESPACE = 'fields-basic';

const pl = {
  ...staticFieldsMessages.pl,
  ...inputFieldsMessages.pl,
  types: {
    text: 'Pole tekstowe',
    text_area: 'Obszar tekstowy',
    number: 'Liczba',
    date: 'Data',
    date_time: 'Data i godzina',
    time_interval: 'Przedział czasu',
    checkbox: 'Pole wyboru',
    static_text: 'Tekst statyczny',
    static_image: 'Obraz',
    static_button: 'Przycisk',
    static_line: 'Linia pozioma',
    static_process_history: 'Historia zmian procesu',
  },
  options: {
    prefix: 'Przedrostek',
    suffix: 'Przyrostek',
    min: 'Wartość minimalna',
    max: 'Wartość maksymalna',
    maxDecimals: 'Maksymalna liczba miejsc po przecinku',
    maxLength: 'Maksymalna liczba znaków',
    minLength: 'Minimalna liczba znaków',
    nameToken: 'Tylko litery łacińskie, cyfry oraz znaki „-” i „_”',
    minDate: 'Najwcześniejsza dozwolona data',
    onlyFuture: 'Tylko dzisiejsza lub późniejsza data',
    duration: 'Czas trwania',
  },
  validation: {
    notANumber: 'Wpisz liczbę',
    min: 'Wartość nie może być mniejsza niż {{min}}',
    max: 'Wartość nie może być większa niż {{max}}',
    maxDecimals_one: 'Dozwolone jest najwyżej {{count}} miejsce po przecinku',
    maxDecimals_few: 'Dozwolone są najwyżej {{count}} miejsca po przecinku',
    maxDecimals_many: 'Dozwolonych jest najwyżej {{count}} miejsc po przecinku',
    // English needs `other` for 2, 5, 8; Polish uses it only for fractions.
    maxDecimals_other: 'Dozwolone są najwyżej {{count}} miejsca po przecinku',
    maxLength: 'Maksymalna liczba znaków: {{max}}',
    minLength: 'Minimalna liczba znaków: {{min}}',
    nameToken: 'Dozwolone są tylko litery łacińskie, cyfry oraz znaki „-” i „_”',
    date: 'Podaj datę w formacie RRRR-MM-DD',
    minDate: 'Data nie może być wcześniejsza niż {{minDate}}',
    dateTime: 'Podaj datę i godzinę',
    time: 'Podaj godzinę w formacie GG:MM',
    timeInterval: 'Podaj prawidłową datę początkową i czas trwania',
    timeIntervalDuration: 'Czas trwania przedziału nie zgadza się z ustawieniem pola',
  },
};

const en: typeof pl = {
  ...staticFieldsMessages.en,
  ...inputFieldsMessages.en,
  types: {
    text: 'Text field',
    text_area: 'Text area',
    number: 'Number',
    date: 'Date',
    date_time: 'Date and time',
    time_interval: 'Time interval',
    checkbox: 'Checkbox',
    static_text: 'Static text',
    static_image: 'Image',
    static_button: 'Button',
    static_line: 'Horizontal line',
    static_process_history: 'Process change history',
  },
  options: {
    prefix: 'Prefix',
    suffix: 'Suffix',
    min: 'Minimum value',
    max: 'Maximum value',
    maxDecimals: 'Maximum decimal places',
    maxLength: 'Maximum length',
    minLength: 'Minimum length',
    nameToken: "Only Latin letters, digits, '-' and '_'",
    minDate: 'Earliest allowed date',
    onlyFuture: 'Only today or later',
    duration: 'Duration',
  },
  validation: {
    notANumber: 'Enter a number',
    min: 'The value cannot be less than {{min}}',
    max: 'The value cannot be greater than {{max}}',
    maxDecimals_one: 'At most {{count}} decimal place is allowed',
    maxDecimals_few: 'At most {{count}} decimal places are allowed',
    maxDecimals_many: 'At most {{count}} decimal places are allowed',
    maxDecimals_other: 'At most {{count}} decimal places are allowed',
    maxLength: 'Maximum number of characters: {{max}}',
    minLength: 'Minimum number of characters: {{min}}',
    nameToken: "Only Latin letters, digits, '-' and '_' are allowed",
    date: 'Enter a date as YYYY-MM-DD',
    minDate: 'The date cannot be earlier than {{minDate}}',
    dateTime: 'Enter a date and a time',
    time: 'Enter a time as HH:mm',
    timeInterval: 'Enter a valid start date and duration',
    timeIntervalDuration: "The interval's duration does not match the field's",
  },
};

/** Polish first, English second. @public */
export const fieldsBasicMessages = { pl, en } as const;
