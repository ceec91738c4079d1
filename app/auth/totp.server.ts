import crypto from "node:crypto";

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA-1, 6 digits, a new
 * code every 30 seconds, the steps just before and after accepted for clocks that drift. The
 * authenticator apps (Google Authenticator, 1Password, Aegis, ...) all speak this.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array) {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string) {
  const clean = text.replace(/[\s=-]/g, "").toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("Not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base32. */
export function newTotpSecret() {
  return base32Encode(crypto.randomBytes(20));
}

/** The 30-second step of a moment (milliseconds since 1970). */
export function totpStep(at: number) {
  return Math.floor(at / 1000 / TOTP_STEP_SECONDS);
}

/** RFC 4226's HOTP value of `key` at `counter`, as `digits` digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS) {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1] & 0xf;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/**
 * The step whose code `code` is, among the steps around `at`, and later than `after` (the
 * step of the last code accepted: a code is never accepted twice); null when none.
 */
export function matchTotp(secret: string, code: string, at: number, after: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const now = totpStep(at);
  let matched: number | null = null;
  // Every candidate is compared, in constant time, whichever matches.
  for (const step of [now - 1, now, now + 1]) {
    const same = crypto.timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code));
    if (same && (after === null || step > after) && matched === null) matched = step;
  }
  return matched;
}

/** The address an authenticator app reads from the QR code (Google's Key Uri Format). */
export function otpauthUrl({ secret, account, issuer }: { secret: string; account: string; issuer: string }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: "SHA1", digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${query}`;
}
