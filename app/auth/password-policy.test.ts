import { describe, expect, it } from "vitest";
import { z } from "zod";
import list from "./common-passwords.txt?raw";
import { isCommonPassword, refuseCommonPassword } from "./common-passwords.server";
import { PASSWORD_MESSAGES } from "./password-policy";
import { NewPassword } from "./schemas";
import { openSecret, sealSecret } from "./secret-box.server";

describe("new passwords", () => {
  const check = (password: string) => {
    const parsed = z.object({ password: NewPassword }).superRefine(refuseCommonPassword("password")).safeParse({ password });
    return parsed.success ? "ok" : parsed.error.issues[0].message;
  };

  it("are 12 to 128 characters of anything", () => {
    expect(check("a".repeat(11))).toBe(PASSWORD_MESSAGES.tooShort);
    expect(check("correct horse")).toBe("ok");
    expect(check("ünïcødé pässwörd")).toBe("ok");
    expect(check("x".repeat(128))).toBe("ok");
    expect(check("x".repeat(129))).toBe(PASSWORD_MESSAGES.tooLong);
  });

  it("are not among the 10,000 most common, whatever their case", () => {
    expect(list.split("\n").filter((line) => line && !line.startsWith("#"))).toHaveLength(10_000);
    expect(isCommonPassword("password")).toBe(true);
    expect(isCommonPassword("QWERTY123456")).toBe(true);
    expect(check("qwertyuiop123")).toBe("ok");
    expect(check("1Qaz2Wsx3Edc")).toBe(PASSWORD_MESSAGES.common);
    expect(check("Qazwsxedcrfv")).toBe(PASSWORD_MESSAGES.common);
  });
});

describe("sealed secrets", () => {
  it("open with the same session secret only, and not once altered", () => {
    const sealed = sealSecret("k".repeat(48), "JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret("k".repeat(48), sealed)).toBe("JBSWY3DPEHPK3PXP");
    expect(openSecret("j".repeat(48), sealed)).toBeNull();
    // One bit of the sealed words flipped (a bit that decodes, not base64's padding bits).
    const [version, iv, tag, data] = sealed.split(".");
    const altered = Buffer.from(data, "base64url");
    altered[0] ^= 1;
    expect(openSecret("k".repeat(48), [version, iv, tag, altered.toString("base64url")].join("."))).toBeNull();
    expect(openSecret("k".repeat(48), "garbage")).toBeNull();
  });
});
