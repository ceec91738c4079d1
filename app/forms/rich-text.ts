import { z } from "zod";
import { isAllowedLink } from "~/lib/links";
import { looksRich, plainText, RICH_PREFIX } from "~/lib/rich-text";
import { RICH_MARKS, storeRich } from "~/lib/rich-text-store";

/** What a refused formatted text is told (the editor's link prompt says `badLink` too). */
export const RICH_MESSAGES = {
  badLink: "A link must start with https://, http://, mailto: or tel:, or be a page of this site starting with /",
  unknownMark: "Only bold, italics and links can be used in this text",
  invalid: "This formatted text cannot be read. Reload the page and try again.",
} as const;

/** How many times its words' length a document's JSON may take (marks and links around short words). */
const JSON_PER_CHARACTER = 10;

const mark = z.enum(RICH_MARKS, RICH_MESSAGES.unknownMark);

/** One run: only its text, bold and italic, and a link; any other key (`underline`, nested runs) is refused. */
const RichRunSchema = z.strictObject(
  {
    text: z.string(RICH_MESSAGES.invalid),
    marks: z.array(mark, RICH_MESSAGES.invalid).max(RICH_MARKS.length, RICH_MESSAGES.unknownMark).optional(),
    link: z.string(RICH_MESSAGES.invalid).refine(isAllowedLink, RICH_MESSAGES.badLink).optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? RICH_MESSAGES.unknownMark : RICH_MESSAGES.invalid) },
);

const RichRunsSchema = z.array(RichRunSchema, RICH_MESSAGES.invalid);

export type RichCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A description as the server stores it: plain text unchanged, or a document checked and
 * put in its stored form (plain text again when nothing in it is formatted). `max` counts
 * its words, as for the plain texts.
 */
export function checkRichText(value: string, max: number, tooLong: string): RichCheck {
  if (!looksRich(value)) return value.length > max ? { ok: false, message: tooLong } : { ok: true, value };
  if (value.length > max * JSON_PER_CHARACTER) return { ok: false, message: tooLong };
  let json: unknown;
  try {
    json = JSON.parse(value.slice(RICH_PREFIX.length));
  } catch {
    return { ok: false, message: RICH_MESSAGES.invalid };
  }
  const runs = RichRunsSchema.safeParse(json);
  if (!runs.success) return { ok: false, message: runs.error.issues[0].message };
  const stored = storeRich(runs.data);
  return plainText(stored).length > max ? { ok: false, message: tooLong } : { ok: true, value: stored };
}

/** Trims the words at either end of a formatted text, as `text()` trims a plain one. */
function trimRich(value: string) {
  if (!looksRich(value)) return value.trim();
  const runs = JSON.parse(value.slice(RICH_PREFIX.length)) as Array<{ text: string }>;
  runs[0].text = runs[0].text.trimStart();
  runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
  return storeRich(runs as Parameters<typeof storeRich>[0]);
}

/**
 * A form's formatted text field (the case editor's overview, challenge, solution, results):
 * like `text()` in form-data.ts (trimmed, at most `max` characters of words, a field left
 * out is empty, `required` refuses an empty one), and a document only as the format allows.
 */
export function richText(max: number, label = "This text", required?: string) {
  const tooLong = `${label} is too long (at most ${max} characters)`;
  return z
    .string()
    .default("")
    .transform((value, ctx) => {
      const checked = checkRichText(value, max, tooLong);
      if (!checked.ok) {
        ctx.addIssue({ code: "custom", message: checked.message });
        return z.NEVER;
      }
      const trimmed = trimRich(checked.value);
      if (required && plainText(trimmed) === "") {
        ctx.addIssue({ code: "custom", message: required });
        return z.NEVER;
      }
      return trimmed;
    });
}

/** An optional formatted text: empty means none (null). */
export function optionalRichText(max: number, label = "This text") {
  return richText(max, label).transform((value) => (value === "" ? null : value));
}
