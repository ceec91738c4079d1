import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id settings: 19 MiB of memory, 2 passes, 1 lane (the library's defaults).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this when an email is unknown keeps the answer time the same, so the
// time of a failed sign-in does not reveal whether the address belongs to an administrator.
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string) {
  dummyHash ??= hashPassword("not-a-password-anyone-has");
  await verifyPassword(await dummyHash, password);
  return false;
}
