import {
  ButtonRegular,
  CalendarClockRegular,
  CalendarRegular,
  CheckboxCheckedRegular,
  DocumentOnePageRegular,
  DocumentRegular,
  type FluentIconsProps,
  HistoryRegular,
  ImageRegular,
  LineHorizontal1Regular,
  NumberSymbolRegular,
  QuestionCircleRegular,
  RadioButtonRegular,
  SquareMultipleRegular,
  TableStackBelowRegular,
  TaskListSquareLtrRegular,
  TextAlignLeftRegular,
  TextBulletListSquareRegular,
  TextDescriptionRegular,
  TextTRegular,
  TimerRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';

const icons: Readonly<Record<string, ComponentType<FluentIconsProps>>> = {
  text: TextTRegular,
  text_area: TextAlignLeftRegular,
  number: NumberSymbolRegular,
  date: CalendarRegular,
  date_time: CalendarClockRegular,
  time_interval: TimerRegular,
  checkbox: CheckboxCheckedRegular,
  upload_files: DocumentRegular,
  generated_documents: DocumentOnePageRegular,
  list_select: TextBulletListSquareRegular,
  radio_group: RadioButtonRegular,
  checkbox_list: TaskListSquareLtrRegular,
  static_text: TextDescriptionRegular,
  static_image: ImageRegular,
  static_button: ButtonRegular,
  static_line: LineHorizontal1Regular,
  static_process_history: HistoryRegular,
  container: SquareMultipleRegular,
  repeating_group: TableStackBelowRegular,
};

/** The icon of a field type in the palette, on the grid and in the property panel. */
export function FieldTypeIcon({ type, ...props }: { type: string } & FluentIconsProps) {
  const Icon = icons[type] ?? QuestionCircleRegular;
  return <Icon aria-hidden {...props} />;
}
