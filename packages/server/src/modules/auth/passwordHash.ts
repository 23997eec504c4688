import { hash, verify } from '@node-rs/argon2';

/**
 * Hashes a password with argon2id at the library's defaults (19 MiB, 2 passes), the OWASP
 * minimum; the PHC string carries its parameters, so raising them later keeps old hashes valid.
 * @internal
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let timingHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail) it still runs one
 * verification against a throw-away hash, so response time does not reveal which e-mails exist.
 * @internal
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash == null) {
    timingHash ??= hash('tessera-timing-equalizer');
    await verify(await timingHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
