import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The key that CSRF tokens are derived with: SESSION_SECRET when set, else a random key
 * generated once into DATA_DIR (readable by the owner only), so restarts keep tokens valid.
 */
export function loadSessionSecret(options: { secret?: string; dataDir: string }) {
  if (options.secret) return options.secret;
  const file = path.join(options.dataDir, "session-secret");
  try {
    const stored = fs.readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not generated yet.
  }
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
