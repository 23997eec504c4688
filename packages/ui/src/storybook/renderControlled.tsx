import { type ComponentType, type ReactElement, useState } from 'react';

/** What a controlled component takes: its value and what to call with a new one. */
interface ControlledProps<TValue> {
  readonly value: TValue;
  readonly onChange: (value: TValue) => void;
}

/**
 * Story `render` for a controlled component (a field renderer): the story's `value` arg is the
 * starting state, and the component's `onChange` updates it, so typing or choosing in the story
 * works as in a form. `useValueProps` (a hook, called on every render) adds props that follow the
 * value, such as an error text shown while it is invalid.
 * @internal
 * @example
 * const meta = { component: TextFieldInput, render: renderControlled(TextFieldInput) };
 * export const WithError = {
 *   render: renderControlled(TextFieldInput, (value) => ({ errorText: value ? undefined : 'Wymagane' })),
 * };
 */
export function renderControlled<TProps extends ControlledProps<TProps['value']>>(
  Component: ComponentType<TProps>,
  useValueProps?: (value: TProps['value']) => Partial<TProps>,
): (args: TProps) => ReactElement {
  return function ControlledStory(args) {
    const [value, setValue] = useState<TProps['value']>(args.value);
    const valueProps = useValueProps?.(value);
    // Through an updater: a value that is itself a function would be taken for one.
    const onChange = (next: TProps['value']) => setValue(() => next);
    return <Component {...args} {...valueProps} value={value} onChange={onChange} />;
  };
}
