import { data } from "react-router";
import { readLimitedBody } from "./limited-body.server";

/** Forms that anyone may send (sign-in) are small: a larger body is refused unread. */
const SMALL_BODY = { maxBytes: 64 * 1024, tooLarge: "This request is too large." };

/**
 * The most fields a form may have. The largest form the site sends is the intro logos' new
 * order: at most 500 ids (app/forms/intro-logo.ts) and the intent and token; a gallery sends
 * 15 pictures, a case's tags are 20. Twice the largest leaves room and still costs little:
 * parsing 20,000 fields took half a second of one core, and every field costs the action too.
 */
export const MAX_FORM_FIELDS = 1_000;

export const FORM_MESSAGES = {
  tooManyFields: `This request has too many fields (at most ${MAX_FORM_FIELDS.toLocaleString("en")}).`,
  unreadable: "The request could not be read.",
} as const;

/**
 * The request's form fields, read only up to `maxBytes` (else 413 with `tooLarge`) and
 * only when there are at most MAX_FORM_FIELDS of them (else 413, counted in the raw bytes
 * before anything is parsed); a body that is not a form gets a 400, never a 500.
 */
export async function readFormData(request: Request, limit = SMALL_BODY): Promise<FormData> {
  const body = await readLimitedBody(request, limit.maxBytes);
  if (!body) throw data({ ok: false, error: limit.tooLarge }, { status: 413 });
  const form = formKind(request.headers.get("content-type") ?? "");
  if (!form) throw data({ ok: false, error: FORM_MESSAGES.unreadable }, { status: 400 });
  if (separatorsAtLeast(body, form.separator, MAX_FORM_FIELDS + 1 - form.fieldsBeyondSeparators)) {
    throw data({ ok: false, error: FORM_MESSAGES.tooManyFields }, { status: 413 });
  }
  try {
    // Parsed with the content type that was counted, so the parser cannot see other fields.
    return await new Request(request.url, {
      method: "POST",
      headers: { "content-type": form.contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw data({ ok: false, error: FORM_MESSAGES.unreadable }, { status: 400 });
  }
}

/** A boundary as RFC 2046 allows it (1 to 70 of these characters, not ending in a space). */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

type FormKind = {
  /** What separates the fields of the body. */
  separator: Buffer;
  /** How many more fields than separators a form can have: 1 for `a=1&b=2`, -1 for multipart's closing boundary. */
  fieldsBeyondSeparators: number;
  /** The content type to parse it with. */
  contentType: string;
};

/** How the fields of a body of this content type are counted and parsed; null when it is not a form. */
function formKind(contentType: string): FormKind | null {
  const [essence, ...parameters] = contentType.split(";").map((part) => part.trim());
  if (/^application\/x-www-form-urlencoded$/i.test(essence)) {
    return { separator: Buffer.from("&"), fieldsBeyondSeparators: 1, contentType: "application/x-www-form-urlencoded" };
  }
  if (!/^multipart\/form-data$/i.test(essence)) return null;
  const value = parameters.find((parameter) => /^boundary=/i.test(parameter))?.slice("boundary=".length);
  const boundary = value?.replace(/^"(.*)"$/, "$1");
  if (!boundary || !BOUNDARY.test(boundary)) return null;
  // Every field opens with the boundary (which its content may not hold), and one more closes the body.
  return {
    separator: Buffer.from(`--${boundary}`),
    fieldsBeyondSeparators: -1,
    contentType: `multipart/form-data; boundary="${boundary}"`,
  };
}

/** Whether `body` holds `separator` at least `count` times: counting stops there, so a huge body costs no more than a legitimate one. */
function separatorsAtLeast(body: Buffer, separator: Buffer, count: number) {
  let found = 0;
  for (let at = body.indexOf(separator); at !== -1 && found < count; at = body.indexOf(separator, at + separator.length)) found++;
  return found >= count;
}
