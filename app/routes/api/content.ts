import { data } from "react-router";
import type { Route } from "./+types/content";
import { requireAdmin } from "~/auth/guard.server";
import { ContentInputSchema } from "~/content/content-input";
import { isKnownSlot } from "~/content/registry";
import { removeContent, saveContent } from "~/models/site-content.server";
import { publishChange } from "~/realtime/changes.server";
import { removeImage } from "~/storage/images.server";
import { readFormData } from "~/lib/form-data.server";

/** Saves (upserts) or removes one content slot's value. Administrators only. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  await requireAdmin(request, context, form);
  const parsed = ContentInputSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ ok: false, error: parsed.error.issues[0]?.message ?? "Invalid content" }, { status: 400 });
  }
  const input = parsed.data;
  if (!isKnownSlot(input)) {
    return data({ ok: false, error: "Unknown content slot" }, { status: 400 });
  }
  if (input.intent === "remove") {
    const previous = await removeContent(context.db, input);
    if (previous && input.type === "image") await removeImage(context.storage, previous);
    publishChange({ table: "site_content", action: "delete" });
    return data({ ok: true });
  }
  const previous = await saveContent(context.db, input);
  // A replaced uploaded image is no longer shown anywhere: its files go.
  if (input.type === "image" && previous && previous !== input.value) {
    await removeImage(context.storage, previous);
  }
  publishChange({ table: "site_content", action: previous === null ? "insert" : "update" });
  return data({ ok: true });
}
