import { data } from "react-router";
import { readLimitedBody } from "./limited-body.server";

/** Forms that anyone may send (sign-in) are small: a larger body is refused unread. */
const SMALL_BODY = { maxBytes: 64 * 1024, tooLarge: "This request is too large." };

/**
 * The request's form fields, read only up to `maxBytes` (else 413 with `tooLarge`); a body
 * that is not a form gets a 400, never a 500.
 */
export async function readFormData(request: Request, limit = SMALL_BODY): Promise<FormData> {
  const body = await readLimitedBody(request, limit.maxBytes);
  if (!body) throw data({ ok: false, error: limit.tooLarge }, { status: 413 });
  try {
    return await new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw data({ ok: false, error: "The request could not be read." }, { status: 400 });
  }
}
