import argon2 from 'argon2';

/** Verification reads the cost back from the stored hash, so old hashes keep working. */
export interface PasswordHashing {
  /** KiB of memory per hash. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2's own defaults (64 MiB, 3 passes, 4 lanes): above OWASP's minimum, about 0.3 s per hash on 2 cores. */
export const PRODUCTION_PASSWORD_HASHING: PasswordHashing = { memoryCost: 65536, timeCost: 3, parallelism: 4 };

export function hashPassword(password: string, cost: PasswordHashing): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
