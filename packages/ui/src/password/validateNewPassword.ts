import type { FieldMessage } from './fieldMessage.types';

/**
 * The least length of any new password (spec §5 and §9); a client may ask for more.
 * @internal
 */
export const specMinPasswordLength = 6;

/** @internal */
export interface NewPasswordErrors {
  password?: FieldMessage;
  repeat?: FieldMessage;
}

/**
 * Checks a new password and its repeat (spec §5): the password is required and has at least
 * `minLength` characters (never fewer than 6; counted as the server counts them, so an emoji is
 * one); the repeat is required and equal to the password. Whether the password is common or
 * the e-mail is the server's call.
 * @internal
 */
export function validateNewPassword(
  password: string,
  repeat: string,
  minLength: number = specMinPasswordLength,
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const least = Math.max(specMinPasswordLength, minLength);
  if (password === '') errors.password = { key: 'validation.required' };
  else if ([...password].length < least) {
    errors.password = { key: 'password.tooShort', values: { count: least } };
  }
  if (repeat === '') errors.repeat = { key: 'validation.required' };
  else if (repeat !== password) errors.repeat = { key: 'password.notEqual' };
  return errors;
}
