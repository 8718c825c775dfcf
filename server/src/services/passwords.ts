// Password hashing with argon2id and the rules new passwords follow (ARCHITECTURE "Auth").
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { VALIDATION, passwordRuleError as sharedPasswordRuleError } from '@parking/shared/domain';

// The library's default algorithm is argon2id (its Algorithm enum is a const enum, which
// isolatedModules cannot import); a test asserts the $argon2id$ prefix.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the e-mail is unknown keeps response times alike, so
// timing does not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;
export async function verifyDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-users');
  await verifyPassword(await decoyHash, password);
  return false;
}

// At least 10 characters and not one of the ~49,000 most common passwords (the
// list of @zxcvbn-ts/language-common), compared without letter case.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common;
}

/** The rule a new password breaks, in the words the forms show; undefined when it is fine. */
export function passwordRuleError(password: string): string | undefined {
  const short = sharedPasswordRuleError(password);
  if (short) return short;
  return commonPasswords().has(password.toLowerCase()) ? VALIDATION.passwordTooCommon : undefined;
}
