const pl = {
  editor: {
    title: 'Ustawienia środowiska',
    description: 'Region i język, import danych oraz rejestracja kont w środowisku {{name}}.',
    save: 'Zapisz',
    saving: 'Zapisywanie…',
    problemsTitle: 'Nie udało się zapisać ustawień',
    loadFailed: 'Nie udało się wczytać ustawień środowiska.',
  },
  region: {
    title: 'Region i język',
    description: 'Domyślne wartości dla formularzy, dat i liczb, gdy nie określono innych.',
    country: 'Domyślny kraj',
    countryPlaceholder: 'np. PL',
    countryHint: 'Dwuliterowy kod kraju ISO 3166-1.',
    locale: 'Domyślny język',
    localePlaceholder: 'np. pl lub pl-PL',
    localeHint: 'Kod języka, opcjonalnie z kodem kraju.',
    named: '{{code}} — {{name}}',
  },
  import: {
    title: 'Import danych',
    description: 'Ograniczenie chroni serwer przed zbyt dużymi plikami importu.',
    maxRecords: 'Maksymalna liczba rekordów w imporcie',
    maxRecordsHint: 'Od {{min}} do {{max}}. Większy plik zostanie odrzucony przed importem.',
  },
  registration: {
    title: 'Rejestracja i hasła',
    description: 'Jak nowe osoby zakładają konta i jakie hasła są akceptowane.',
    requiresApproval: 'Nowe konta wymagają zatwierdzenia',
    requiresApprovalHint:
      'Konto założone przez rejestrację pozostaje nieaktywne, dopóki administrator go nie aktywuje.',
    notify: 'Powiadamiaj o nowych rejestracjach',
    notifyHint: 'Administratorzy dostają powiadomienie, gdy ktoś założy konto.',
    minPasswordLength: 'Minimalna długość hasła',
    minPasswordLengthHint: 'Od {{min}} do {{max}} znaków. Dotyczy nowych i zmienianych haseł.',
  },
  problems: {
    countryFormat: 'Podaj dwuliterowy kod kraju wielkimi literami, np. PL',
    countryUnknown: 'Nie ma kraju o kodzie {{code}}',
    localeFormat: 'Podaj kod języka, np. pl lub pl-PL',
    localeUnknown: 'Nie ma języka o kodzie {{code}}',
    invalid: 'Serwer odrzucił tę wartość: {{detail}}',
  },
};

const en: typeof pl = {
  editor: {
    title: 'Environment settings',
    description: 'Region and language, data import and sign-up in the {{name}} environment.',
    save: 'Save',
    saving: 'Saving…',
    problemsTitle: 'The settings could not be saved',
    loadFailed: 'The environment settings could not be loaded.',
  },
  region: {
    title: 'Region and language',
    description: 'Defaults for forms, dates and numbers where nothing else is set.',
    country: 'Default country',
    countryPlaceholder: 'e.g. PL',
    countryHint: 'Two-letter ISO 3166-1 country code.',
    locale: 'Default language',
    localePlaceholder: 'e.g. pl or pl-PL',
    localeHint: 'A language code, optionally with a country code.',
    named: '{{code}} — {{name}}',
  },
  import: {
    title: 'Data import',
    description: 'The limit protects the server from import files that are too large.',
    maxRecords: 'Maximum records in one import',
    maxRecordsHint: '{{min}} to {{max}}. A larger file is refused before importing.',
  },
  registration: {
    title: 'Sign-up and passwords',
    description: 'How new people create accounts and which passwords are accepted.',
    requiresApproval: 'New accounts need approval',
    requiresApprovalHint:
      'An account created by signing up stays inactive until an administrator activates it.',
    notify: 'Notify about new sign-ups',
    notifyHint: 'Administrators get a notification when someone creates an account.',
    minPasswordLength: 'Minimum password length',
    minPasswordLengthHint: '{{min}} to {{max}} characters. Applies to new and changed passwords.',
  },
  problems: {
    countryFormat: 'Enter a two-letter country code in capitals, e.g. PL',
    countryUnknown: 'There is no country with the code {{code}}',
    localeFormat: 'Enter a language code, e.g. pl or pl-PL',
    localeUnknown: 'There is no language with the code {{code}}',
    invalid: 'The server refused this value: {{detail}}',
  },
};

/** The client settings screen's texts (spec 000 §2 settings.clientSettings; spec 000 §3 Client). */
export const clientSettingsMessages = { pl, en };
