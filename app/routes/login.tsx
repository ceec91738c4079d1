import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { LogIn, UserPlus } from "~/components/ui/icons";
import type { Route } from "./+types/login";
import { Field, FormAlert } from "~/components/admin/field";
import { NewAdminDialog } from "~/components/admin/new-admin-dialog";
import { Button } from "~/components/ui/button";
import { sessionCookieHeader, readSessionToken } from "~/auth/cookie.server";
import { createAdminAction } from "~/auth/create-admin.server";
import { isSameOrigin } from "~/auth/csrf.server";
import { getAdminSession } from "~/auth/guard.server";
import { AUTH_MESSAGES, fieldErrors, LoginSchema } from "~/auth/schemas";
import { createSession, deleteSession } from "~/auth/session.server";
import { verifyAdminCredentials } from "~/models/admins.server";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/lib/form-data.server";
import { appContext } from "~/context.server";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Administrator login", description: "Sign in to edit the site." }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await getAdminSession(request, context.get(appContext))) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const services = context.get(appContext);
  if (form.get("intent") === "create-admin") return createAdminAction(request, services, form);

  if (!isSameOrigin(request)) {
    return data({ error: AUTH_MESSAGES.loginError, errors: undefined }, { status: 403 });
  }
  const parsed = LoginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    return data({ error: undefined, errors: fieldErrors(parsed.error) }, { status: 400 });
  }
  const { email, password } = parsed.data;
  const { loginThrottle, clientIp, db } = services;
  try {
    // Inside the try: the throttle is in the database, which may fail like the rest.
    if (await loginThrottle.isBlocked(db, clientIp, email)) {
      return data({ error: AUTH_MESSAGES.loginError, errors: undefined }, { status: 429 });
    }
    const admin = await verifyAdminCredentials(db, email, password);
    if (!admin) {
      await loginThrottle.recordFailure(db, clientIp, email);
      return data({ error: AUTH_MESSAGES.invalidCredentials, errors: undefined }, { status: 401 });
    }
    await loginThrottle.recordSuccess(db, clientIp, email);
    // A new session id at every sign-in; any session the browser had before ends.
    await deleteSession(db, await readSessionToken(request));
    const token = await createSession(db, admin.id);
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), {
      headers: { "Set-Cookie": await sessionCookieHeader(request, token) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    log().error({ err: error }, "Sign-in failed");
    return data({ error: AUTH_MESSAGES.loginError, errors: undefined }, { status: 500 });
  }
}

/** Only paths of this site, so the login page cannot send anyone elsewhere. */
function safeRedirect(to: string | null) {
  return to && to.startsWith("/") && !to.startsWith("//") ? to : "/";
}

export default function LoginPage() {
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === "submitting";
  const errors = result && "errors" in result ? result.errors : undefined;
  const error = result && "error" in result ? result.error : undefined;

  return (
    <section className="relative flex min-h-[80vh] items-center justify-center overflow-hidden px-5 py-24">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-40 [background:radial-gradient(600px_circle_at_30%_20%,var(--primary),transparent_60%),radial-gradient(500px_circle_at_80%_80%,var(--accent),transparent_60%)] blur-3xl"
      />
      <div className="w-full max-w-md rounded-3xl border border-border bg-card/90 p-8 shadow-2xl backdrop-blur sm:p-10">
        <div className="mb-8 text-center">
          <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-gradient-brand text-white">
            <LogIn className="size-5" />
          </span>
          <h1 className="font-display text-3xl font-bold">Administrator login</h1>
          <p className="mt-2 text-sm text-muted-foreground">Sign in to edit the site in place.</p>
        </div>
        <Form method="post" className="grid gap-4" noValidate>
          <Field label="Email" name="email" type="email" autoComplete="username" required error={errors?.email} />
          <Field label="Password" name="password" type="password" autoComplete="current-password" required error={errors?.password} />
          <FormAlert message={error} />
          <Button type="submit" size="lg" disabled={submitting} className="mt-2">
            {submitting ? "Signing in…" : "Login"}
          </Button>
        </Form>
        <div className="mt-6 border-t border-border pt-6 text-center">
          <NewAdminDialog
            action="/login"
            trigger={
              <Button variant="ghost" type="button">
                <UserPlus /> Create New Administrator
              </Button>
            }
          />
        </div>
      </div>
    </section>
  );
}
