import { useRef, useState } from 'react';

/**
 * The state of a form of required text fields — login, register, change password: what was
 * typed, which fields were left, whether a submit was tried, and the inputs to focus.
 * @internal
 */
export interface CredentialFields<Values extends Record<keyof Values, string>> {
  readonly values: Values;
  /** Whether a field's own validation shows (spec §5): once a submit was tried or the field left. */
  showsProblem(field: keyof Values & string): boolean;
  /** Focuses the first field, in the form's order, that has a problem; tells whether one had. */
  focusFirst(problems: Partial<Record<keyof Values & string, unknown>>): boolean;
  /**
   * A submit was tried: from now on every field shows its problems, and the first one with a
   * problem takes the focus. Tells whether the values may be sent.
   */
  trySubmit(problems: Partial<Record<keyof Values & string, unknown>>): boolean;
  /** What wires a Fluent `Input` to the field. */
  input(field: keyof Values & string): CredentialInputProps;
}

/** @internal */
export interface CredentialInputProps {
  ref: (element: HTMLInputElement | null) => void;
  name: string;
  value: string;
  onChange: (event: unknown, data: { value: string }) => void;
  onBlur: () => void;
}

/**
 * Holds a credential form's fields, starting from `initialValues`; `order` is the order of the
 * fields on the screen, which decides the one focused first.
 * @internal
 */
export function useCredentialFields<Values extends Record<keyof Values, string>>(
  initialValues: Values,
  order: readonly (keyof Values & string)[],
): CredentialFields<Values> {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const focusFirst = (problems: Partial<Record<Field, unknown>>) => {
    const first = order.find((field) => problems[field]);
    if (first === undefined) return false;
    inputs.current[first]?.focus();
    return true;
  };

  return {
    values,
    showsProblem: (field) => submitted || touched[field] === true,
    focusFirst,
    trySubmit(problems) {
      setSubmitted(true);
      return !focusFirst(problems);
    },
    input: (field) => ({
      ref: (element) => {
        inputs.current[field] = element;
      },
      name: field,
      value: values[field],
      onChange: (_, data) => setValues((current) => ({ ...current, [field]: data.value })),
      onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    }),
  };
}
