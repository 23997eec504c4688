import type { MessageKey } from '@tessera/i18n';

/** @public */
export interface LoginFormValues {
  email: string;
  password: string;
}

/** Field errors as message keys, translated when shown. @public */
export type LoginFormErrors = Partial<Record<keyof LoginFormValues, MessageKey>>;

// Deliberately loose: one @, something on both sides, a dot in the domain. The server decides.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Login validation (spec §5): e-mail required and a valid e-mail; password required.
 * @public
 */
export function validateLoginForm(values: LoginFormValues): LoginFormErrors {
  const errors: LoginFormErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'validation.required';
  else if (!emailPattern.test(email)) errors.email = 'validation.invalidEmail';
  if (values.password === '') errors.password = 'validation.required';
  return errors;
}
