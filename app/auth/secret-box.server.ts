import crypto from "node:crypto";

/**
 * Secrets kept in the database encrypted (AES-256-GCM) with a key derived from the session
 * secret, which is not in the database nor in its backups: a copy of either alone does not
 * reveal them. A changed session secret makes them unreadable (`open` answers null).
 */
function keyOf(sessionSecret: string) {
  return Buffer.from(crypto.hkdfSync("sha256", sessionSecret, "", "agency two-step secret", 32));
}

export function sealSecret(sessionSecret: string, plain: string) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyOf(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function openSecret(sessionSecret: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", keyOf(sessionSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
