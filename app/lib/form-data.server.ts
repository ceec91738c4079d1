import { data } from "react-router";

/** The request's form fields; a body that is not a form gets a 400, never a 500. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ ok: false, error: "The request could not be read." }, { status: 400 });
  }
}
