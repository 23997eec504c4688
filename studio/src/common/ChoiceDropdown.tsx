import { Dropdown, Option } from '@fluentui/react-components';

/** One choice of a `ChoiceDropdown`: the value stored and the text shown. */
export interface Choice<Value extends string = string> {
  readonly value: Value;
  readonly text: string;
}

/** Choices of the given values, each shown as `textOf` says. */
export function choicesOf<Value extends string>(
  values: readonly Value[],
  textOf: (value: Value) => string,
): Choice<Value>[] {
  return values.map((value) => ({ value, text: textOf(value) }));
}

export interface ChoiceDropdownProps<Value extends string> {
  readonly choices: readonly Choice<Value>[];
  /** The chosen value; empty (`''`, null, undefined) when nothing is chosen yet. */
  readonly value: Value | '' | null | undefined;
  /** Called with another value than the chosen one. */
  readonly onChange: (value: Value) => void;
  /** What a value not among the choices (a removed field's id) shows; the value itself by default. */
  readonly unknownText?: (value: string) => string;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly 'aria-label'?: string;
}

/** A dropdown of one value among named choices, showing the chosen one's text. */
export function ChoiceDropdown<Value extends string>({
  choices,
  value,
  onChange,
  unknownText = (unknown) => unknown,
  placeholder,
  disabled,
  'aria-label': ariaLabel,
}: ChoiceDropdownProps<Value>) {
  const chosen = value ? choices.find((choice) => choice.value === value) : undefined;
  return (
    <Dropdown
      aria-label={ariaLabel}
      placeholder={placeholder}
      disabled={disabled}
      value={chosen?.text ?? (value ? unknownText(value) : '')}
      selectedOptions={value ? [value] : []}
      onOptionSelect={(_, data) => {
        if (data.optionValue !== undefined && data.optionValue !== value) {
          onChange(data.optionValue as Value);
        }
      }}
    >
      {choices.map((choice) => (
        <Option key={choice.value} value={choice.value}>
          {choice.text}
        </Option>
      ))}
    </Dropdown>
  );
}
