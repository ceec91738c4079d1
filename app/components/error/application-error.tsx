import { useEffect } from "react";
import { Home, RotateCw, TriangleAlert } from "~/components/ui/icons";
import { isRouteErrorResponse } from "react-router";
import { buttonClasses } from "~/components/ui/button";

/** What the screen says about an error: a status with its text, or the error's message. */
export function describeError(error: unknown): { status?: number; detail: string } {
  if (isRouteErrorResponse(error)) {
    // A 503 carries what to do (app/routes/database-unavailable.server.ts).
    if (error.status === 503 && typeof error.data === "string") return { status: 503, detail: error.data };
    const text = error.statusText || (typeof error.data === "string" ? error.data : "");
    return { status: error.status, detail: `${error.status} ${text}`.trim() };
  }
  if (error instanceof Error && error.message) return { detail: error.message };
  return { detail: "Unknown error" };
}

/**
 * docs/product.md section 8, router failure: the generic 'Unexpected Application Error!' screen with
 * a status or message. It stands alone (no header or footer), since the shell may be what
 * failed; in production the server sends only a generic message for its own errors.
 */
export function ApplicationError({ error }: { error: unknown }) {
  const { status, detail } = describeError(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main id="main" className="relative isolate flex min-h-screen items-center justify-center overflow-hidden px-5 py-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 -left-32 size-[32rem] rounded-full bg-primary/25 blur-3xl" />
        <div className="absolute -right-32 -bottom-40 size-[30rem] rounded-full bg-accent/20 blur-3xl" />
      </div>
      <div className="w-full max-w-xl rounded-[2rem] border border-border bg-card/80 p-8 text-center shadow-2xl shadow-primary/10 backdrop-blur sm:p-12">
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-2xl bg-gradient-brand text-white shadow-lg shadow-primary/30">
          <TriangleAlert aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl font-bold text-balance sm:text-4xl">
          {/* The database is away for a moment (app/routes/database-unavailable.server.ts): not an error of the application. */}
          {status === 503 ? "Briefly Unavailable" : "Unexpected Application Error!"}
        </h1>
        {/* A moment's absence is said in words; an error's details are shown as they came. */}
        <p
          data-testid="error-detail"
          className={
            status === 503
              ? "mt-4 text-lg text-balance text-muted-foreground"
              : "mt-5 rounded-2xl bg-muted px-4 py-3 font-mono text-sm break-words text-muted-foreground"
          }
        >
          {detail}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses({ variant: "outline" })}>
            <RotateCw aria-hidden="true" />
            Try again
          </button>
          {/* A full page load: the application may be in a broken state. */}
          <a href="/" className={buttonClasses({ variant: "gradient" })}>
            <Home aria-hidden="true" />
            Back to home
          </a>
        </div>
      </div>
    </main>
  );
}
