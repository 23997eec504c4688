import type { CalendarStrings } from '@fluentui/react-datepicker-compat';
import { useMemo } from 'react';
import { useFieldsBasicTranslation } from './useFieldsBasicTranslation';

/** The Fluent calendar's texts in the current language, from the plugin's `calendar` messages. */
export function useCalendarStrings(): CalendarStrings {
  const { t } = useFieldsBasicTranslation();
  return useMemo(() => {
    const list = (key: string) => t(key, { returnObjects: true }) as unknown as string[];
    return {
      months: list('calendar.months'),
      shortMonths: list('calendar.shortMonths'),
      days: list('calendar.days'),
      shortDays: list('calendar.shortDays'),
      goToToday: t('calendar.goToToday'),
      prevMonthAriaLabel: t('calendar.prevMonth'),
      nextMonthAriaLabel: t('calendar.nextMonth'),
      prevYearAriaLabel: t('calendar.prevYear'),
      nextYearAriaLabel: t('calendar.nextYear'),
      prevYearRangeAriaLabel: t('calendar.prevYearRange'),
      nextYearRangeAriaLabel: t('calendar.nextYearRange'),
      closeButtonAriaLabel: t('calendar.close'),
      weekNumberFormatString: t('calendar.weekNumber'),
      selectedDateFormatString: t('calendar.selectedDate'),
      todayDateFormatString: t('calendar.todayDate'),
      monthPickerHeaderAriaLabel: t('calendar.monthPickerHeader'),
      yearPickerHeaderAriaLabel: t('calendar.yearPickerHeader'),
      dayMarkedAriaLabel: t('calendar.dayMarked'),
    };
  }, [t]);
}
