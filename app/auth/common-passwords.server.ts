import type { z } from "zod";
import list from "./common-passwords.txt?raw";
import { PASSWORD_MESSAGES } from "./password-policy";

let common: Set<string> | undefined;

/** Whether `password` is among the 10,000 most common (common-passwords.txt), whatever its case. */
export function isCommonPassword(password: string) {
  common ??= new Set(
    list
      .split("\n")
      .filter((line) => line && !line.startsWith("#"))
      .map((line) => line.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

/**
 * A zod refinement that refuses a common password in `field` (when the value has it): what
 * every way of setting a password checks on the server (web sign-up, /admin, `npm run admin`).
 */
export function refuseCommonPassword(field: string) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const password = value[field];
    if (typeof password === "string" && isCommonPassword(password)) {
      ctx.addIssue({ code: "custom", path: [field], message: PASSWORD_MESSAGES.common });
    }
  };
}
