import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/upload";
import { requireAdmin } from "~/auth/guard.server";
import { readLimitedBody } from "~/lib/limited-body.server";
import { BUCKETS } from "~/storage/storage.server";
import { IMAGE_MESSAGES, ImageRejectedError, MAX_IMAGE_BYTES, storeImage } from "~/storage/images.server";

const UploadSchema = z.object({
  bucket: z.enum(BUCKETS).default("uploads"),
  // 'gallery' or a case category: a folder inside the bucket.
  prefix: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

// The multipart envelope around a 5 MB file is small; anything larger is refused unread.
const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** Stores one uploaded image and answers its public address. Administrators only. */
export async function action({ request, context }: Route.ActionArgs) {
  // The session is checked before the body is read; CSRF comes in the header for uploads.
  await requireAdmin(request, context);
  const body = await readLimitedBody(request, MAX_REQUEST_BYTES);
  if (!body) return data({ ok: false, error: IMAGE_MESSAGES.tooLarge }, { status: 413 });
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    return data({ ok: false, error: IMAGE_MESSAGES.notImage }, { status: 400 });
  }
  const file = form.get("file");
  const options = UploadSchema.safeParse({
    bucket: form.get("bucket") ?? undefined,
    prefix: form.get("prefix") ?? undefined,
  });
  if (!(file instanceof File) || !options.success) {
    return data({ ok: false, error: IMAGE_MESSAGES.notImage }, { status: 400 });
  }
  try {
    const stored = await storeImage(context.storage, {
      bytes: Buffer.from(await file.arrayBuffer()),
      ...options.data,
    });
    return data({ ok: true, url: stored.url, width: stored.width, height: stored.height });
  } catch (error) {
    if (error instanceof ImageRejectedError) {
      return data({ ok: false, error: error.message }, { status: error.status });
    }
    console.error("Upload failed:", error);
    return data({ ok: false, error: "Error uploading image" }, { status: 500 });
  }
}
