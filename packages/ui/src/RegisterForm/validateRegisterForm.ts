import { validateLoginForm } from '../LoginForm/validateLoginForm';
import type { FieldMessage } from '../password/fieldMessage.types';
import { specMinPasswordLength, validateNewPassword } from '../password/validateNewPassword';

/** @public */
export interface RegisterFormValues {
  email: string;
  name: string;
  surname: string;
  password: string;
  repeatPassword: string;
}

/** Field errors as messages, translated when shown. @public */
export type RegisterFormErrors = Partial<Record<keyof RegisterFormValues, FieldMessage>>;

/**
 * Registration validation: a valid e-mail (the login's rule, spec §5), name and surname, and a
 * new password of at least `minPasswordLength` characters repeated identically (spec §5:
 * passwords must be identical).
 * @public
 */
export function validateRegisterForm(
  values: RegisterFormValues,
  minPasswordLength: number = specMinPasswordLength,
): RegisterFormErrors {
  const errors: RegisterFormErrors = {};
  const email = validateLoginForm({ email: values.email, password: '-' }).email;
  if (email) errors.email = { key: email };
  if (values.name.trim() === '') errors.name = { key: 'validation.required' };
  if (values.surname.trim() === '') errors.surname = { key: 'validation.required' };
  const password = validateNewPassword(values.password, values.repeatPassword, minPasswordLength);
  if (password.password) errors.password = password.password;
  if (password.repeat) errors.repeatPassword = password.repeat;
  return errors;
}
