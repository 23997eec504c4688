import { Field, Input, type InputProps } from '@fluentui/react-components';
import type { CredentialFields } from './useCredentialFields';

/** @internal */
export interface CredentialFieldProps<Values extends Record<keyof Values, string>>
  extends Pick<InputProps, 'type' | 'autoComplete' | 'inputMode' | 'readOnly'> {
  /** The form's fields (`useCredentialFields`). */
  fields: CredentialFields<Values>;
  name: keyof Values & string;
  label: string;
  /** The message under the field. */
  message?: string | undefined;
  /**
   * Marks the field invalid; only needed without a message, when the verdict is shown elsewhere
   * (the register form's "account exists" above the form). @default whether there is a message
   */
  invalid?: boolean;
  hint?: string | undefined;
}

/**
 * One required field of a credential form (login, register, change password): its label, hint,
 * validation message and input.
 * @internal
 */
export function CredentialField<Values extends Record<keyof Values, string>>({
  fields,
  name,
  label,
  message,
  invalid = Boolean(message),
  hint,
  ...input
}: CredentialFieldProps<Values>) {
  return (
    <Field
      label={label}
      required
      hint={hint}
      validationState={invalid ? 'error' : 'none'}
      validationMessage={message}
    >
      <Input {...input} {...fields.input(name)} />
    </Field>
  );
}
