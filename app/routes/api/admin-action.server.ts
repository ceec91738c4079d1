import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { GUARD_MESSAGES, readAdminForm, SMALL_FORM } from "~/auth/guard.server";
import { adminContext, appContext } from "~/context.server";
import { fieldErrors, formValues } from "~/forms/form-data";
import { IMAGE_MESSAGES } from "~/forms/image-file";
import { isDatabaseUnavailable } from "~/db/client.server";
import { log } from "~/lib/log.server";
import { Refused } from "~/lib/refused";

type ActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * The shape of every administrator's action: the guard's verdict (origin, session: checked
 * by the middleware of app/routes/admin-only.ts), the body and its CSRF token, zod (the schema
 * the form shares), the model's write on behalf of the administrator, and the answer
 * `{ ok: true, ... }` or `{ ok: false, error, fieldErrors? }` with a fitting status.
 * Refusals are answered, never thrown, so a page's fetcher shows them where the
 * administrator is looking instead of an error screen.
 */
export async function adminAction<S extends z.ZodType, R extends object>(
  { request, context }: ActionArgs,
  schema: S,
  run: (input: z.output<S>, by: string) => Promise<R>,
  options: { maxBytes?: number; tooLarge?: string } = {},
) {
  const check = context.get(adminContext);
  if (!check.ok) return data({ ok: false as const, error: check.error }, { status: check.status });
  try {
    // A form without files is small; one with images may carry `maxBytes` of them.
    const form = await readAdminForm(request, context.get(appContext), check.session, {
      maxBytes: options.maxBytes ?? SMALL_FORM.maxBytes,
      tooLarge: options.tooLarge ?? SMALL_FORM.tooLarge,
    });
    const parsed = schema.safeParse(formValues(form));
    if (!parsed.success) {
      const error = parsed.error.issues[0]?.message ?? "Invalid input";
      return data(
        { ok: false as const, error, fieldErrors: fieldErrors(parsed.error) },
        { status: error === IMAGE_MESSAGES.tooLarge ? 413 : 400 },
      );
    }
    const result = await run(parsed.data, check.session.admin.id);
    return data({ ok: true as const, ...result });
  } catch (error) {
    if (error instanceof Refused) {
      return data({ ok: false as const, error: error.message, ...error.details }, { status: error.status });
    }
    const answer = thrownAnswer(error);
    if (answer) return data({ ok: false as const, error: answer.error }, { status: answer.status });
    // Nothing half-written: the write's transaction was rolled back with its connection.
    if (isDatabaseUnavailable(error)) return data({ ok: false as const, error: GUARD_MESSAGES.unavailable }, { status: 503 });
    log().error({ err: error }, "An administrator's write failed");
    return data({ ok: false as const, error: "Something went wrong on the server. Try again." }, { status: 500 });
  }
}

/** A refusal thrown while reading the body (`data({ error }, { status })`), as something to answer. */
function thrownAnswer(value: unknown): { error: string; status: number } | null {
  if (!value || typeof value !== "object" || !("init" in value) || !("data" in value)) return null;
  const init = (value as { init?: { status?: number } | null }).init;
  const body = (value as { data?: { error?: unknown } }).data;
  return { status: init?.status ?? 400, error: typeof body?.error === "string" ? body.error : "Refused" };
}
