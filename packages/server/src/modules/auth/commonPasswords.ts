import { dictionary } from '@zxcvbn-ts/language-common';

let commonPasswords: ReadonlySet<string> | undefined;

/**
 * Whether a password is on the common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`,
 * `passwords-common`: about 49,000 passwords ranked by how often they appear in public breach
 * corpora), compared in lower case. OWASP ASVS 6.2.4 asks for at least the top 3,000. The set is
 * built on first use (~10 MB), not at start-up.
 * @internal
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'] as readonly string[]);
  return commonPasswords.has(password.toLowerCase());
}
