import { z } from "zod";

/** One schema per form, shared by the page and the action that checks it again. */
export const LoginSchema = z.object({
  email: z.string().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: z.string().min(1, "Password is required"),
});

export const MIN_PASSWORD_LENGTH = 6;

export const NewAdminSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
  email: z.string().trim().min(1, "Email is required").email("Enter a valid email address"),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, "Password is too long"),
});

export { fieldErrors, type FieldErrors } from "~/forms/form-data";

export { AUTH_MESSAGES } from "./messages";
