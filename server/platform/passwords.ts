import { hash, verify } from '@node-rs/argon2';

// argon2id (algorithm 2; the package's const enum cannot be imported under isolatedModules)
// with OWASP's recommended minimum cost (19 MiB, 2 passes).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** Verified against when the user does not exist, so timing does not reveal user names. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('Dummy#Password1'));
