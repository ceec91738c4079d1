import { isLocalPath } from "~/lib/links";
import { z } from "zod";

/**
 * Form helpers shared by the administrators' forms (in the browser) and the actions that
 * check the same schemas again on the server.
 */

/** What every administrator's action answers: a result, or why it was refused. */
export type ActionResult<T extends object = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      error: string;
      fieldErrors?: FieldErrors;
      conflict?: Conflict | RecordConflict;
      /** The scheduled publish that holds the change (docs/decisions/024): unschedule it to edit. */
      scheduled?: { id: string; for?: string };
    };

/**
 * A save refused because someone else saved the same item after the administrator started
 * editing: who, when, and the value that is stored now (of the slot `key`, when several
 * were saved at once).
 */
export type Conflict = { by: string; at: string | null; value: string | null; key?: string };

/** The same for a record (a case study, a team member): its fields now, and their version. */
export type RecordConflict = { by: string; at: string | null; value: Record<string, unknown>; version: number };

export type FieldErrors = Partial<Record<string, string>>;

/** The first message of each invalid field, for showing beside it. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A form's fields as an object; a name given several times (files, ids in order) is a list.
 * One pass over the entries: asking for each name's values in turn costs the square of
 * their number (20,000 fields took 10 s of one core).
 */
export function formValues(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const values = new Map<string, FormDataEntryValue | FormDataEntryValue[]>();
  for (const [name, value] of form.entries()) {
    const seen = values.get(name);
    if (seen === undefined) values.set(name, value);
    else if (Array.isArray(seen)) seen.push(value);
    else values.set(name, [seen, value]);
  }
  // Own properties only, whatever the names (`__proto__` included).
  return Object.fromEntries(values);
}

/** A field that may come once, several times or not at all, read as a list. */
export function list<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));
}

/**
 * A text field: trimmed, at most `max` characters; a field left out is empty. With
 * `required`, an empty one is refused with that message.
 */
export function text(max: number, label = "This text", required?: string) {
  const field = z.string().trim().max(max, `${label} is too long (at most ${max} characters)`);
  return z
    .string()
    .default("")
    .pipe(required ? field.min(1, required) : field);
}

/** An optional text field: empty means none (null). */
export function optionalText(max: number, label = "This text") {
  return text(max, label).transform((value) => (value === "" ? null : value));
}

/** A field holding JSON (several values sent as one), at most `max` characters, parsed; `invalid` when it is not JSON. */
export function jsonField(max: number, tooLong: string, invalid: string) {
  return z
    .string()
    .max(max, tooLong)
    .transform((json, ctx) => {
      try {
        return JSON.parse(json) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
    });
}

/** What an action answers to an intent it does not know (an out-of-date page, or a forged form). */
export const UNKNOWN_INTENT = { error: "Unknown action. Reload the page and try again." };

/** A record's id: a UUID. */
export const recordId = z.string().uuid("Unknown record");

/** An item as revisions name it (models/revisions.server.ts): a content slot, a record, or a picture's framing. */
export const itemName = z
  .string()
  .regex(/^(slot:[a-z0-9][a-z0-9_-]{0,79}\/[a-z0-9][a-z0-9_-]{0,79}|(case|team|logo):[0-9a-f-]{36}|framing:\S{1,2000})$/, "Unknown item");

/**
 * The version of a record an editor started from (models/write.server.ts `expectVersion`);
 * a save without one is not checked.
 */
export const recordVersion = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, "Unknown version. Reload the page and try again.")
  .transform(Number)
  .optional();

export { isLocalPath };

/** An address the site may link to or show: a path of this site or an http(s) address (or none). */
export function webAddress(message: string) {
  return text(2_000, "This address").refine((value) => value === "" || isLocalPath(value) || /^https?:\/\/[^\s]+$/i.test(value), message);
}

/** An uploaded file that is present and not empty (an empty file input sends a nameless blob). */
export function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File && value.size > 0;
}

/** An optional single file field. */
export const optionalFile = z.preprocess(
  (value) => (isFile(value) ? value : undefined),
  z.custom<File>((value) => isFile(value)).optional(),
);
