/**
 * The rules of a new or changed password (OWASP ASVS 5 level 2): 12 to 128 characters, any
 * characters at all. The list of common passwords is checked on the server only
 * (common-passwords.server.ts). No dependencies: the login page's dialog imports this.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  common: "This password is too common. Choose another.",
} as const;
