/**
 * Limits failed sign-ins, per client address and per email, in a sliding window. Kept in
 * memory: one server process serves one site (PGlite allows no other), and a restart that
 * forgets the counts costs an attacker a restart we would notice.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;

export function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();

  const recent = (key: string) => {
    const since = now() - LOGIN_WINDOW_MS;
    const list = (failures.get(key) ?? []).filter((t) => t > since);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  const keys = (address: string, email: string) => ({
    address: `ip:${address}`,
    email: `email:${email.trim().toLowerCase()}`,
  });

  return {
    /** True when this address or this email has failed too often lately. */
    isBlocked(address: string, email: string) {
      const k = keys(address, email);
      return recent(k.address).length >= MAX_FAILURES_PER_ADDRESS || recent(k.email).length >= MAX_FAILURES_PER_EMAIL;
    },
    recordFailure(address: string, email: string) {
      const k = keys(address, email);
      for (const key of [k.address, k.email]) failures.set(key, [...recent(key), now()]);
    },
    recordSuccess(address: string, email: string) {
      failures.delete(keys(address, email).email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
