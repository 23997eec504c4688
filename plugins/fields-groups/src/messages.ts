/**
 * The plugin's own texts, as an i18next namespace: apps add them with
 * `i18n.addResourceBundle(language, FIELDS_GROUPS_NAMESPACE, fieldsGroupsMessages[language])`.
 * Problems of {@link checkFieldPlacement} carry keys of this namespace (`placement.*`).
 * @public
 */
export const FIELDS_GROUPS_NAMESPACE = 'fields-groups';

const pl = {
  types: {
    repeating_group: 'Grupa powtarzalna',
    container: 'Kontener',
  },
  options: {
    fieldsTemplate: 'Pola wiersza',
    minRowsCount: 'Minimalna liczba wierszy',
    maxRowsCount: 'Maksymalna liczba wierszy',
    maxRowsCountHint: 'Najwyżej {{max}} wierszy, niezależnie od ustawienia.',
    noLimit: 'Bez ograniczenia',
    computed: 'Wyliczana metodą',
    groupVariables: 'Zmienne grupy',
    fields: 'Pola kontenera',
  },
  placement: {
    notInRepeatingGroup: 'Pola typu {{type}} nie można umieścić w grupie powtarzalnej',
    repeatingGroupInContainer: 'Grupy powtarzalnej nie można umieścić w kontenerze',
  },
  validation: {
    minAboveMax: 'Minimalna liczba wierszy nie może być większa niż maksymalna',
    wholeNumber: 'Wpisz liczbę całkowitą od 0 do {{max}}',
  },
};

const en: typeof pl = {
  types: {
    repeating_group: 'Repeating group',
    container: 'Container',
  },
  options: {
    fieldsTemplate: 'Row fields',
    minRowsCount: 'Minimum number of rows',
    maxRowsCount: 'Maximum number of rows',
    maxRowsCountHint: 'At most {{max}} rows, whatever the setting.',
    noLimit: 'No limit',
    computed: 'Computed by a method',
    groupVariables: 'Group variables',
    fields: 'Container fields',
  },
  placement: {
    notInRepeatingGroup: 'A {{type}} field cannot be placed in a repeating group',
    repeatingGroupInContainer: 'A repeating group cannot be placed in a container',
  },
  validation: {
    minAboveMax: 'The minimum number of rows cannot be greater than the maximum',
    wholeNumber: 'Enter a whole number from 0 to {{max}}',
  },
};

/** Polish first, English second. @public */
export const fieldsGroupsMessages = { pl, en } as const;
