import { data, Form, Link, redirect, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { LogIn, ShieldCheck, UserPlus } from "~/components/ui/icons";
import type { Route } from "./+types/login";
import { Field, FormAlert } from "~/components/admin/field";
import { NewAdminDialog } from "~/components/admin/new-admin-dialog";
import { Button } from "~/components/ui/button";
import { signupRule } from "~/auth/admin-signup.server";
import { sessionCookieHeader, readSessionToken } from "~/auth/cookie.server";
import { createAdminAction } from "~/auth/create-admin.server";
import { isSameOrigin } from "~/auth/csrf.server";
import { getAdminSession } from "~/auth/guard.server";
import { TWO_STEP_MESSAGES } from "~/auth/messages";
import { safeRedirect } from "~/auth/safe-redirect";
import { AUTH_MESSAGES, fieldErrors, LoginSchema, SignInCodeSchema, type FieldErrors } from "~/auth/schemas";
import { createSession, deleteSession } from "~/auth/session.server";
import { signInWithCode, signInWithPassword, type SignInStep } from "~/auth/sign-in.server";
import { pageMeta } from "~/lib/seo";
import { readFormData } from "~/lib/form-data.server";
import { appContext } from "~/context.server";
import { log } from "~/lib/log.server";

/** The sign-in and the first administrator's dialog run in React: never the page face (docs/decisions/029). */
export const handle = { face: "app" };

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Administrator login", description: "Sign in to edit the site." }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  if (await getAdminSession(request, services)) throw redirect("/admin");
  // A new site: 'Create New Administrator' asks for the setup code (docs/decisions/019).
  return { setupCodeNeeded: (await signupRule(services.db, services.env, false)) === "setup-code" };
}

/** What the sign-in form shows after an answer: the message, the fields' errors, and the code step's challenge. */
type Answer = { error?: string; errors?: FieldErrors; challenge?: string };
const answer = (body: Answer, status: number) => data(body, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request);
  const services = context.get(appContext);
  if (form.get("intent") === "create-admin") return createAdminAction(request, services, form);
  if (!isSameOrigin(request)) return answer({ error: AUTH_MESSAGES.loginError }, 403);

  const codeStep = form.get("intent") === "code";
  const parsed = codeStep ? SignInCodeSchema.safeParse(Object.fromEntries(form)) : LoginSchema.safeParse(Object.fromEntries(form));
  const challenge = codeStep && typeof form.get("challenge") === "string" ? String(form.get("challenge")) : undefined;
  if (!parsed.success) return answer({ errors: fieldErrors(parsed.error), challenge }, 400);
  try {
    // Inside the try: the throttle is in the database, which may fail like the rest.
    const step =
      "code" in parsed.data
        ? await signInWithCode(services, parsed.data.challenge, parsed.data.code)
        : await signInWithPassword(services, parsed.data.email, parsed.data.password);
    if (step.status !== "signed-in") return refusal(step, challenge);
    // A new session id at every sign-in; any session the browser had before ends.
    await deleteSession(services.db, await readSessionToken(request));
    const token = await createSession(services.db, step.adminId);
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), {
      headers: { "Set-Cookie": await sessionCookieHeader(request, token) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    log().error({ err: error }, "Sign-in failed");
    return answer({ error: AUTH_MESSAGES.loginError, challenge }, 500);
  }
}

/**
 * The password step says only the two messages of docs/product.md section 8, so no one
 * learns whether an email exists; the code step, reached with the right password, says more.
 */
function refusal(step: Exclude<SignInStep, { status: "signed-in" }>, challenge: string | undefined) {
  switch (step.status) {
    case "code":
      return answer({ challenge: step.challenge }, 200);
    case "expired":
      return answer({ error: TWO_STEP_MESSAGES.expired }, 401);
    case "wrong":
      return challenge
        ? answer({ error: TWO_STEP_MESSAGES.codeWrong, challenge }, 401)
        : answer({ error: AUTH_MESSAGES.invalidCredentials }, 401);
    case "refused":
      return answer({ error: AUTH_MESSAGES.loginError, challenge }, 429);
  }
}

export default function LoginPage() {
  const { setupCodeNeeded } = useLoaderData<typeof loader>();
  const result = useActionData<Answer>();
  const submitting = useNavigation().state === "submitting";
  const { pathname, search } = useLocation();

  return (
    <section className="relative flex min-h-[80vh] items-center justify-center overflow-hidden px-5 py-24">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-40 [background:radial-gradient(600px_circle_at_30%_20%,var(--primary),transparent_60%),radial-gradient(500px_circle_at_80%_80%,var(--accent),transparent_60%)] blur-3xl"
      />
      <div className="w-full max-w-md rounded-3xl border border-border bg-card/90 p-8 shadow-2xl backdrop-blur sm:p-10">
        {result?.challenge ? (
          <>
            <div className="mb-8 text-center">
              <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-gradient-brand text-white">
                <ShieldCheck className="size-5" />
              </span>
              <h1 className="font-display text-3xl font-bold">Two-step sign-in</h1>
              <p className="mt-2 text-sm text-muted-foreground">
                Enter the 6-digit code from your authenticator app, or one of your recovery codes.
              </p>
            </div>
            <Form method="post" className="grid gap-4" noValidate>
              <input type="hidden" name="intent" value="code" />
              <input type="hidden" name="challenge" value={result.challenge} />
              <Field label="Code" name="code" autoComplete="one-time-code" spellCheck={false} required error={result.errors?.code} />
              <FormAlert message={result.error} />
              <Button type="submit" size="lg" disabled={submitting} className="mt-2">
                {submitting ? "Checking…" : "Verify"}
              </Button>
            </Form>
            <p className="mt-6 border-t border-border pt-6 text-center text-sm">
              <Link to={`${pathname}${search}`} className="font-medium text-primary hover:underline">
                Start again
              </Link>
            </p>
          </>
        ) : (
          <>
            <div className="mb-8 text-center">
              <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-2xl bg-gradient-brand text-white">
                <LogIn className="size-5" />
              </span>
              <h1 className="font-display text-3xl font-bold">Administrator login</h1>
              <p className="mt-2 text-sm text-muted-foreground">Sign in to edit the site in place.</p>
            </div>
            <Form method="post" className="grid gap-4" noValidate>
              <Field label="Email" name="email" type="email" autoComplete="username" required error={result?.errors?.email} />
              <Field
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                error={result?.errors?.password}
              />
              <FormAlert message={result?.error} />
              <Button type="submit" size="lg" disabled={submitting} className="mt-2">
                {submitting ? "Signing in…" : "Login"}
              </Button>
            </Form>
            <div className="mt-6 border-t border-border pt-6 text-center">
              <NewAdminDialog
                action="/login"
                askSetupCode={setupCodeNeeded}
                trigger={
                  <Button variant="ghost" type="button">
                    <UserPlus /> Create New Administrator
                  </Button>
                }
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
