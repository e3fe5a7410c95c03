import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/**
 * Checks a password against an account's stored hash. When there is no such account the password is checked
 * against a hash of a random password made once per process, so an unknown username costs the same scrypt run
 * as a wrong password and the answer time does not tell which usernames exist.
 */
export function createCredentialCheck() {
  // Made at once, so that not even the first unknown username pays for making it.
  const dummyHash = hashPassword(randomBytes(18).toString('base64url'));

  return async function passwordMatches(password: string, storedHash: string | undefined): Promise<boolean> {
    if (storedHash === undefined) {
      await verifyPassword(password, await dummyHash);
      return false;
    }
    return verifyPassword(password, storedHash);
  };
}
export type CredentialCheck = ReturnType<typeof createCredentialCheck>;
