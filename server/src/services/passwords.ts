// Password hashing with argon2id (ARCHITECTURE "Auth").
import { hash, verify } from '@node-rs/argon2';

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
