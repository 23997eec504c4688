import type { MessageTree } from '../catalogue.types';

/**
 * The Polish catalogue: the reference every other language is checked against.
 * Plural keys carry the four forms i18next asks for in Polish (`Intl.PluralRules('pl')`):
 * one (1), few (2–4, 22–24…), many (0, 5–21, 25…) and other (fractions).
 * @public
 */
export const pl = {
  app: {
    name: 'Tessera',
    documentTitle: '{{clientName}} – {{appName}}',
  },
  common: {
    loading: 'Ładowanie…',
    retry: 'Spróbuj ponownie',
  },
  validation: {
    required: 'To pole jest wymagane',
    invalidEmail: 'Podaj prawidłowy adres e-mail',
  },
  validations: {
    email: 'Podaj prawidłowy adres e-mail',
    required: 'To pole jest wymagane',
    max: 'Maksymalna liczba znaków: {{length}}',
    min: 'Minimalna liczba znaków: {{length}}',
    min_value: 'Wartość nie może być mniejsza niż {{min}}',
    max_value: 'Wartość nie może być większa niż {{max}}',
    numeric: 'To pole może zawierać tylko cyfry',
    integer: 'Wartość musi być liczbą całkowitą',
    is: 'Wartość jest inna niż oczekiwana',
    regex: 'Pole zawiera nieprawidłową wartość',
    decimal: 'Podaj prawidłową liczbę (maksymalna liczba miejsc po przecinku: {{decimals}})',
    more_than: 'Wartość musi być większa niż {{moreThan}}',
    minArrayLength: 'Minimalna liczba wierszy: {{min}}',
    maxArrayLength: 'Maksymalna liczba wierszy: {{max}}',
    notOneOf: 'Ta wartość jest tu niedozwolona',
    name_token: 'Dozwolone są tylko litery, cyfry oraz znaki „-” i „_”',
    routePath: 'Dozwolone są tylko litery, cyfry oraz znaki „-”, „_” i „/”',
    hex_color: 'Podaj kolor w formacie # i 3, 6 lub 8 cyfr szesnastkowych',
    date_format: 'Podaj prawidłową datę',
    time_interval: 'Podaj prawidłową datę początkową i czas trwania',
    files_required: 'Dodaj pliki do przesłania',
    notArray: 'W tym miejscu można dodać tylko jeden dokument',
    unique: 'Wartość {{fieldValue}} jest już używana',
    invalid: 'Pole zawiera nieprawidłową wartość',
  },
  login: {
    title: 'Zaloguj się',
    subtitle: 'Podaj adres e-mail i hasło, aby przejść do aplikacji.',
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
    submitting: 'Logowanie…',
    noAccount: 'Nie masz konta?',
    register: 'Zarejestruj się',
    errors: {
      invalidCredentials: 'Nieprawidłowy email lub hasło',
      tooManyRequests: 'Zbyt wiele prób logowania. Spróbuj ponownie później.',
      tooManyRequestsRetry_one: 'Zbyt wiele prób logowania. Spróbuj ponownie za {{count}} minutę.',
      tooManyRequestsRetry_few: 'Zbyt wiele prób logowania. Spróbuj ponownie za {{count}} minuty.',
      tooManyRequestsRetry_many: 'Zbyt wiele prób logowania. Spróbuj ponownie za {{count}} minut.',
      tooManyRequestsRetry_other:
        'Zbyt wiele prób logowania. Spróbuj ponownie za {{count}} minuty.',
      deactivatedByAdmin: 'Konto zostało dezaktywowane przez administratora.',
      waitingForAdminApproval:
        'Konto jest nieaktywne i czeka na zatwierdzenie przez administratora.',
      network: 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.',
      unknown: 'Nie udało się zalogować. Spróbuj ponownie za chwilę.',
    },
  },
  notifications: {
    pageNotFound: 'Nie znaleziono strony',
    unknownError: 'Wystąpił nieznany błąd',
    api_errors: {
      forbidden: 'Brak uprawnień',
      invalidForm: 'Formularz zawiera błędy',
      tooManyRequests: 'Zbyt wiele żądań. Spróbuj ponownie za chwilę.',
      serverError: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
      timeout: 'Serwer nie odpowiedział na czas. Spróbuj ponownie.',
      network: {
        title: 'Brak połączenia z internetem',
        message: 'Sprawdź połączenie sieciowe i spróbuj ponownie.',
      },
    },
  },
  notFound: {
    message: 'Strona, której szukasz, nie istnieje lub została przeniesiona.',
    goToStart: 'Przejdź do strony startowej',
  },
  accessDenied: {
    title: 'Brak uprawnień',
    message: 'Ta część aplikacji jest dostępna tylko dla administratorów.',
    goToStart: 'Przejdź do strony startowej',
  },
  shell: {
    home: 'Strona główna',
    userMenu: 'Menu użytkownika',
    logout: 'Wyloguj się',
    settings: 'Ustawienia',
  },
  session: {
    loadFailed: 'Nie udało się wczytać danych użytkownika.',
    noClient:
      'Twoje konto nie jest jeszcze przypisane do żadnego środowiska. Skontaktuj się z administratorem.',
  },
  start: {
    greeting: 'Witaj, {{name}}!',
    greetingWithoutName: 'Witaj!',
    message:
      'To strona startowa środowiska {{clientName}}. Gdy administrator skonfiguruje widoki startowe, zobaczysz je tutaj.',
  },
  settings: {
    title: 'Ustawienia',
    currentClient: 'Bieżące środowisko',
    clientKey: 'Klucz: {{key}}',
    comingSoon:
      'Ekrany projektanta (formularze, procesy, widoki, dostawcy danych i pozostałe ustawienia) pojawią się w kolejnych wersjach. Na razie ta strona potwierdza, że masz uprawnienia administratora w tym środowisku.',
    clientNotFound: 'Nie znaleziono środowiska dla tego adresu.',
  },
  pvCalculator: {
    title: 'Kalkulator fotowoltaiczny',
    subtitle:
      'Sprawdź w trzech krokach, ile kosztowałaby instalacja fotowoltaiczna dla Twojego domu i po jakim czasie się zwróci.',
    steps: {
      label: 'Kroki kalkulatora',
      user: 'Użytkownik',
      parameters: 'Parametry',
      profitability: 'Analiza opłacalności',
      progress: 'Krok {{current}} z {{total}}',
    },
    actions: {
      next: 'Dalej',
      back: 'Wstecz',
    },
    user: {
      intro: 'Podaj, ile średnio płacisz za prąd, i wybierz, gdzie mają stanąć panele.',
      monthlyEnergyCost: 'Średni miesięczny koszt energii elektrycznej',
      monthlyEnergyCostHint: 'Kwota z rachunków za prąd w przeliczeniu na miesiąc, np. 250,50',
      installationType: 'Rodzaj instalacji',
      installationTypeRequired: 'Wybierz rodzaj instalacji',
      installationTypes: {
        sloping: 'Dach skośny',
        flat: 'Dach płaski',
        ground: 'Instalacja naziemna',
      },
    },
    parameters: {
      intro: 'Sprawdź założenia obliczeń i zaznacz formy wsparcia, z których chcesz skorzystać.',
      costPerKWh: 'Średnia cena energii',
      costPerKWhHint: 'Domyślnie {{price}} za 1 kWh. Zmień, jeśli znasz swoją stawkę.',
      panelPower: 'Moc jednego panelu',
      yearlyNeed: 'Szacowane roczne zapotrzebowanie na energię',
      support: 'Wsparcie',
      myPowerProgram: 'Dotacja z programu „Mój Prąd”',
      myPowerProgramHint: 'Obniża cenę instalacji o {{amount}}.',
      thermomodernizationRelief: 'Ulga termomodernizacyjna',
      thermomodernizationReliefHint:
        'Odliczenie od podatku: płacisz {{percent}} ceny pozostałej po dotacji.',
    },
    result: {
      intro: 'Tak wygląda szacunkowa oferta dla podanych danych.',
      toPay: 'Do zapłaty',
      tenYearValue: 'Wartość energii przez 10 lat',
      payback: 'Zwrot inwestycji',
      paybackYears_one: '{{years}} rok',
      paybackYears_few: '{{years}} lata',
      paybackYears_many: '{{years}} lat',
      paybackYears_other: '{{years}} roku',
      installation: 'Instalacja',
      yearlyNeed: 'Roczne zapotrzebowanie na energię',
      panels: 'Liczba paneli ({{power}})',
      peakPower: 'Moc instalacji',
      inverter: 'Falownik',
      inverterValue_one: '{{power}}, na {{count}} panel',
      inverterValue_few: '{{power}}, na {{count}} panele',
      inverterValue_many: '{{power}}, na {{count}} paneli',
      inverterValue_other: '{{power}}, na {{count}} panela',
      clampedUp:
        'Z wyliczeń wychodzi {{needed}}, a najmniejsza instalacja w kalkulatorze ma {{panels}} paneli.',
      clampedDown:
        'Z wyliczeń wychodzi {{needed}}, a największa instalacja w kalkulatorze ma {{panels}} paneli.',
      price: 'Cena',
      basePrice: 'Cena instalacji ({{type}})',
      myPowerProgram: 'Dotacja „Mój Prąd”',
      thermomodernizationRelief: 'Ulga termomodernizacyjna',
      notIncluded: 'nie uwzględniono',
      chartTitle: 'Bilans inwestycji przez 20 lat',
      chartCaption:
        'Oszczędności na rachunkach narastająco, pomniejszone o cenę instalacji, na koniec każdego roku.',
      chartYear: 'Rok {{year}}',
      chartBalance: 'Bilans',
      chartSummary:
        'Wykres słupkowy bilansu inwestycji: od {{first}} po 1. roku do {{last}} po 20. roku.',
      chartLoading: 'Ładowanie wykresu…',
      footnote:
        'Ceny instalacji i falowników to nasze szacunki dla polskiego rynku, a nie oferta handlowa. Wartość energii przez 10 lat uwzględnia przewidywany wzrost cen prądu.',
    },
    panelsCount_one: '{{count}} panel',
    panelsCount_few: '{{count}} panele',
    panelsCount_many: '{{count}} paneli',
    panelsCount_other: '{{count}} panela',
  },
} as const satisfies MessageTree;
