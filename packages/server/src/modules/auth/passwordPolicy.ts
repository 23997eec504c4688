import type { RequestProblem } from '../../http/requestValidation';
import { isCommonPassword } from './commonPasswords';

/** Spec 000 §5 and §9: a new password has at least 6 characters; no setting goes below it. */
const specMinPasswordLength = 6;
/** OWASP ASVS 6.2.1 asks for 8; a client's `minPasswordLength` setting may ask for more. */
const defaultMinPasswordLength = 8;
/** A setting above this is a typo, not a policy: nobody could pick a password. */
const maxMinPasswordLength = 128;

/**
 * Stable codes of password problems, for the runtime to translate.
 * @public
 */
export type PasswordProblemCode =
  | 'passwordTooShort'
  | 'passwordTooCommon'
  | 'passwordSameAsEmail'
  | 'passwordsNotEqual'
  | 'invalidCurrentPassword';

/**
 * A 422 problem about a password: where, what (English), and a code with its parameters.
 * @public
 */
export interface PasswordProblem extends RequestProblem {
  readonly code: PasswordProblemCode;
  readonly params?: { readonly minLength: number };
}

/**
 * The minimum length a client asks for: its `minPasswordLength` setting (an integer), default 8,
 * never below the spec's 6.
 * @internal
 */
export function minPasswordLengthOf(settings: Readonly<Record<string, unknown>>): number {
  const setting = settings.minPasswordLength;
  const asked = Number.isInteger(setting) ? (setting as number) : defaultMinPasswordLength;
  return Math.min(maxMinPasswordLength, Math.max(specMinPasswordLength, asked));
}

/** @internal */
export interface NewPasswordInput {
  readonly password: string;
  readonly repeat: string;
  /** JSON pointers of the two fields, for the problems. */
  readonly path: string;
  readonly repeatPath: string;
  /** The account's e-mail: neither it nor its local part may be the password. */
  readonly email: string;
  readonly minLength: number;
}

/**
 * Checks a new password: the repeat equals it (spec 000 §5), it has at least `minLength`
 * characters (counted as code points, so an emoji is one), it is not a common password, and it
 * is not the account's e-mail or the e-mail's local part (case-insensitively).
 * @returns the problems, empty when the password is acceptable.
 * @internal
 */
export function checkNewPassword(input: NewPasswordInput): PasswordProblem[] {
  const { password, path } = input;
  const problems: PasswordProblem[] = [];
  if (input.repeat !== password) {
    problems.push({
      path: input.repeatPath,
      message: 'must equal the new password',
      code: 'passwordsNotEqual',
    });
  }
  if ([...password].length < input.minLength) {
    problems.push({
      path,
      message: `must have at least ${input.minLength} characters`,
      code: 'passwordTooShort',
      params: { minLength: input.minLength },
    });
  }
  const lower = password.toLowerCase();
  const email = input.email.toLowerCase();
  if (lower === email || lower === email.split('@')[0]) {
    problems.push({
      path,
      message: 'must not be your e-mail address',
      code: 'passwordSameAsEmail',
    });
  } else if (isCommonPassword(password)) {
    problems.push({ path, message: 'is too common', code: 'passwordTooCommon' });
  }
  return problems;
}
