import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUrl, totpStep } from "./totp.server";

// RFC 6238, Appendix B: the SHA-1 vectors, with the key "12345678901234567890" and 8 digits.
const RFC_KEY = Buffer.from("12345678901234567890");
const RFC_VECTORS: Array<[number, string]> = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238)", () => {
  it.each(RFC_VECTORS)("at %i s gives %s", (seconds, code) => {
    expect(hotp(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it("gives RFC 4226's HOTP values (Appendix D) in 6 digits", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314", "254676", "287922", "162583", "399871", "520489"];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it("reads and writes base32, the form apps take secrets in", () => {
    expect(base32Encode(RFC_KEY)).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(base32Decode("gezd gnbv-gy3tqojq gezdgnbvgy3tqojq")).toEqual(RFC_KEY);
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it("accepts the code of the step before, now and after, each only once and never an older one", () => {
    const secret = base32Encode(RFC_KEY);
    const at = 1111111111 * 1000;
    const step = totpStep(at);
    const code = (s: number) => hotp(RFC_KEY, s);
    expect(matchTotp(secret, code(step), at, null)).toBe(step);
    expect(matchTotp(secret, code(step - 1), at, null)).toBe(step - 1);
    expect(matchTotp(secret, code(step + 1), at, null)).toBe(step + 1);
    expect(matchTotp(secret, code(step - 2), at, null)).toBeNull();
    expect(matchTotp(secret, code(step + 2), at, null)).toBeNull();
    // Once a step's code has signed in, neither it nor an earlier one is taken again.
    expect(matchTotp(secret, code(step), at, step)).toBeNull();
    expect(matchTotp(secret, code(step - 1), at, step)).toBeNull();
    expect(matchTotp(secret, code(step + 1), at, step)).toBe(step + 1);
    expect(matchTotp(secret, "12345", at, null)).toBeNull();
    expect(matchTotp(secret, "abcdef", at, null)).toBeNull();
  });

  it("writes the address authenticator apps read", () => {
    const address = otpauthUrl({ secret: "ABC", account: "ada@site.test", issuer: "Arkadomus" });
    expect(address).toMatch(/^otpauth:\/\/totp\/Arkadomus:ada%40site\.test\?/);
    const url = new URL(address);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: "ABC",
      issuer: "Arkadomus",
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
  });
});
