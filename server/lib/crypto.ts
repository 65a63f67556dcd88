import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, t=2, p=1): ~15 ms per hash on this machine.
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random 256-bit bearer token, and the hash under which the database keeps it. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');
