import { z } from "zod";
import { ACCOUNT_MESSAGES, TWO_STEP_MESSAGES } from "./messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "./password-policy";

/**
 * One schema per form, shared by the page and the action that checks it again. New
 * passwords are checked against the common ones on the server only
 * (common-passwords.server.ts).
 */
export const LoginSchema = z.object({
  email: z.string().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: z.string().min(1, "Password is required").max(1024, "Password is too long"),
});

/** A new or changed password (password-policy.ts); the common ones are refused on the server. */
export const NewPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

/** A 6-digit code from the app, or a recovery code (`xxxxx-xxxxx`). */
const SecondFactorCode = z
  .string()
  .trim()
  .regex(/^(\d{3}\s?\d{3}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, TWO_STEP_MESSAGES.codeFormat);

/** The second step of a sign-in: the code, and the token of the right password that came first. */
export const SignInCodeSchema = z.object({
  challenge: z.string().min(1).max(100),
  code: SecondFactorCode,
});

export const NewAdminSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
  email: z.string().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: NewPassword,
  /** Asked on a new site only (docs/decisions/019). */
  setupCode: z.string().trim().max(200).optional(),
});

export const ChangePasswordSchema = z
  .object({
    intent: z.literal("change-password"),
    currentPassword: z.string().min(1, "Enter your current password").max(1024, "Password is too long"),
    newPassword: NewPassword,
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH + 1),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { path: ["confirmPassword"], message: ACCOUNT_MESSAGES.passwordsDiffer });

/** Every write of /admin's administrators part, by intent (app/routes/admin/administrators.tsx). */
export const AdministratorsActionSchema = z.discriminatedUnion("intent", [
  NewAdminSchema.omit({ setupCode: true }).extend({ intent: z.literal("create-admin") }),
  z.object({ intent: z.literal("remove-admin"), id: z.string().uuid("Unknown administrator") }),
  ChangePasswordSchema,
  z.object({ intent: z.literal("two-step-start") }),
  z.object({
    intent: z.literal("two-step-confirm"),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Enter the 6-digit code from your app"),
  }),
  z.object({
    intent: z.literal("two-step-off"),
    proof: z.string().min(1, "Enter your password or a code").max(1024, "This is too long"),
  }),
]);

export { fieldErrors, type FieldErrors } from "~/forms/form-data";

export { AUTH_MESSAGES } from "./messages";
