/**
 * Texts of the inputs for text areas, dates, date-times and time intervals, spread into the
 * plugin's namespace by `messages.ts` (type names, option labels and validation messages live in
 * its `types`, `options` and `validation` sections with the others'). The `calendar` section is
 * the Fluent calendar's strings; `{0}` placeholders are the calendar's own, not i18next's.
 * @internal
 */
const pl = {
  calendar: {
    dialog: 'Kalendarz',
    months: [
      'styczeń',
      'luty',
      'marzec',
      'kwiecień',
      'maj',
      'czerwiec',
      'lipiec',
      'sierpień',
      'wrzesień',
      'październik',
      'listopad',
      'grudzień',
    ],
    shortMonths: [
      'sty',
      'lut',
      'mar',
      'kwi',
      'maj',
      'cze',
      'lip',
      'sie',
      'wrz',
      'paź',
      'lis',
      'gru',
    ],
    // Sunday first, as the calendar indexes days; the week still starts on Monday on screen.
    days: ['niedziela', 'poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota'],
    shortDays: ['Nd', 'Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So'],
    goToToday: 'Przejdź do dzisiaj',
    prevMonth: 'Poprzedni miesiąc',
    nextMonth: 'Następny miesiąc',
    prevYear: 'Poprzedni rok',
    nextYear: 'Następny rok',
    prevYearRange: 'Poprzednie lata',
    nextYearRange: 'Następne lata',
    close: 'Zamknij kalendarz',
    weekNumber: 'Tydzień {0}',
    selectedDate: 'Wybrana data: {0}',
    todayDate: 'Dzisiaj: {0}',
    monthPickerHeader: '{0}, wybierz, aby zmienić rok',
    yearPickerHeader: '{0}, wybierz, aby zmienić miesiąc',
    dayMarked: 'oznaczony',
  },
  dateInput: {
    placeholder: 'RRRR-MM-DD',
  },
  dateTimeInput: {
    date: 'Data',
    time: 'Godzina',
    timePlaceholder: 'GG:MM',
  },
  textArea: {
    counter: '{{length}} / {{max}}',
  },
  timeInterval: {
    daily: '1 dzień',
    monthly: '1 miesiąc',
    yearly: '1 rok',
    monthPlaceholder: 'Wybierz miesiąc',
    yearPlaceholder: 'RRRR',
  },
};

const en: typeof pl = {
  calendar: {
    dialog: 'Calendar',
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    shortMonths: [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ],
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortDays: ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    goToToday: 'Go to today',
    prevMonth: 'Previous month',
    nextMonth: 'Next month',
    prevYear: 'Previous year',
    nextYear: 'Next year',
    prevYearRange: 'Previous years',
    nextYearRange: 'Next years',
    close: 'Close the calendar',
    weekNumber: 'Week {0}',
    selectedDate: 'Selected date: {0}',
    todayDate: 'Today: {0}',
    monthPickerHeader: '{0}, select to change the year',
    yearPickerHeader: '{0}, select to change the month',
    dayMarked: 'marked',
  },
  dateInput: {
    placeholder: 'YYYY-MM-DD',
  },
  dateTimeInput: {
    date: 'Date',
    time: 'Time',
    timePlaceholder: 'HH:mm',
  },
  textArea: {
    counter: '{{length}} / {{max}}',
  },
  timeInterval: {
    daily: '1 day',
    monthly: '1 month',
    yearly: '1 year',
    monthPlaceholder: 'Choose a month',
    yearPlaceholder: 'YYYY',
  },
};

/** Polish first, English second. @internal */
export const inputFieldsMessages = { pl, en } as const;
