/**
 * The plugin's own texts, as an i18next namespace: apps add them with
 * `i18n.addResourceBundle(language, FIELDS_CHOICE_NAMESPACE, fieldsChoiceMessages[language])`.
 * @public
 */
export const FIELDS_CHOICE_NAMESPACE = 'fields-choice';

const pl = {
  types: {
    list_select: 'Lista wyboru',
    radio_group: 'Grupa opcji',
    checkbox_list: 'Lista pól wyboru',
  },
  options: {
    fromProviderId: 'Źródło danych',
    fromProviderIdHint: 'Identyfikator dostawcy danych, z którego pochodzą opcje',
    valueAccess: 'Pole zapisywanej wartości',
    presentValueAccess: 'Pole wyświetlanego tekstu',
    colorAccess: 'Pole koloru opcji',
    accessHint: 'Nazwy pól oddzielone kropkami; $id to identyfikator rekordu',
    allowMultipleChoice: 'Wielokrotny wybór',
    allowAddingNewRecords: 'Pozwól dodawać nowe rekordy',
    newRecordFormFields: 'Pola formularza nowego rekordu',
    newRecordFormFieldsHint: 'Identyfikatory pól oddzielone przecinkami',
    direction: 'Układ',
    horizontal: 'Poziomy',
    vertical: 'Pionowy',
  },
  selectList: {
    placeholder: 'Wybierz',
    loading: 'Wczytywanie…',
    loadingError: 'Nie udało się wczytać danych.',
    retry: 'Spróbuj ponownie',
    noData: 'Brak danych',
    loadMore: 'Pokaż więcej',
    addNew: 'Dodaj nowy rekord…',
    remove: 'Usuń: {{text}}',
    selected: 'Wybrane',
  },
  validation: {
    singleValueExpected: 'Można wybrać tylko jedną wartość',
    duplicateValues: 'Każdą wartość można wybrać tylko raz',
  },
};

const en: typeof pl = {
  types: {
    list_select: 'List select',
    radio_group: 'Radio group',
    checkbox_list: 'Checkbox list',
  },
  options: {
    fromProviderId: 'Data source',
    fromProviderIdHint: 'Id of the data provider the options come from',
    valueAccess: 'Field of the stored value',
    presentValueAccess: 'Field of the shown text',
    colorAccess: 'Field of the option colour',
    accessHint: 'Field names separated by dots; $id is the record id',
    allowMultipleChoice: 'Multiple choice',
    allowAddingNewRecords: 'Allow adding new records',
    newRecordFormFields: 'Fields of the new-record form',
    newRecordFormFieldsHint: 'Field ids separated by commas',
    direction: 'Layout',
    horizontal: 'Horizontal',
    vertical: 'Vertical',
  },
  selectList: {
    placeholder: 'Choose',
    loading: 'Loading…',
    loadingError: 'Could not load the data.',
    retry: 'Try again',
    noData: 'No data',
    loadMore: 'Show more',
    addNew: 'Add a new record…',
    remove: 'Remove: {{text}}',
    selected: 'Selected',
  },
  validation: {
    singleValueExpected: 'Only one value can be chosen',
    duplicateValues: 'Each value can be chosen only once',
  },
};

/** Polish first, English second. @public */
export const fieldsChoiceMessages = { pl, en } as const;
