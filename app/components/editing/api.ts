import type { Slot } from "~/content/slot";

/**
 * The browser side of the editing endpoints. Every call carries the session's CSRF token;
 * the server checks the session cookie and the token, whatever this code does.
 */
type Result = { ok: true; url?: string } | { ok: false; error: string };

async function post(url: string, body: FormData, csrfToken: string): Promise<Result> {
  try {
    const response = await fetch(url, {
      method: "POST",
      body,
      headers: { "X-CSRF-Token": csrfToken },
      credentials: "same-origin",
    });
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && json?.ok) return { ok: true, url: json.url as string | undefined };
    return { ok: false, error: (json?.error as string) ?? `Request failed (${response.status})` };
  } catch {
    return { ok: false, error: "Network error" };
  }
}

export function saveSlot(slot: Pick<Slot, "key" | "section" | "type">, value: string, csrfToken: string) {
  const body = new FormData();
  body.set("key", slot.key);
  body.set("section", slot.section);
  body.set("type", slot.type);
  body.set("value", value);
  return post("/api/content", body, csrfToken);
}

export function removeSlot(slot: Pick<Slot, "key" | "section" | "type">, csrfToken: string) {
  const body = new FormData();
  body.set("intent", "remove");
  body.set("key", slot.key);
  body.set("section", slot.section);
  body.set("type", slot.type);
  return post("/api/content", body, csrfToken);
}

export function uploadImage(file: File, bucket: string, csrfToken: string, prefix?: string) {
  const body = new FormData();
  body.set("file", file);
  body.set("bucket", bucket);
  if (prefix) body.set("prefix", prefix);
  return post("/api/upload", body, csrfToken);
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(["image/jpeg", "image/jpg", "image/png", "image/webp", "image/gif"]);

/** The browser-side check of SPEC.md section 5; the server decodes the file again anyway. */
export function checkImageFile(file: File, notImageMessage = "Please select an image file") {
  if (!ACCEPTED.has(file.type)) return notImageMessage;
  if (file.size > MAX_UPLOAD_BYTES) return "Image size must be less than 5MB";
  return null;
}
