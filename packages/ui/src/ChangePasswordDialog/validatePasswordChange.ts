import type { PasswordChange } from '@tessera/client';
import type { FieldMessage } from '../password/fieldMessage.types';
import { specMinPasswordLength, validateNewPassword } from '../password/validateNewPassword';

/** Field errors as messages, translated when shown. @public */
export type PasswordChangeErrors = Partial<Record<keyof PasswordChange, FieldMessage>>;

/**
 * Change-password validation (spec §5): current password required; new password required with
 * at least `minPasswordLength` characters (never fewer than 6); the repeat must equal the new
 * password.
 * @public
 */
export function validatePasswordChange(
  values: PasswordChange,
  minPasswordLength: number = specMinPasswordLength,
): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (values.currentPassword === '') errors.currentPassword = { key: 'validation.required' };
  const next = validateNewPassword(values.newPassword, values.repeatNewPassword, minPasswordLength);
  if (next.password) errors.newPassword = next.password;
  if (next.repeat) errors.repeatNewPassword = next.repeat;
  return errors;
}
