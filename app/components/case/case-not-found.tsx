import { SearchX } from "~/components/ui/icons";
import { BackButton } from "./back-button";

/** What a visitor sees for a case that does not exist or is not published (HTTP 404). */
export function CaseNotFound() {
  return (
    <section className="relative isolate mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-5 pt-32 pb-24 text-center sm:px-8">
      <div aria-hidden="true" className="absolute top-24 left-1/2 -z-10 size-80 -translate-x-1/2 rounded-full bg-primary/20 blur-3xl" />
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-gradient-brand text-white shadow-lg shadow-primary/30">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-8 font-display text-4xl font-bold sm:text-5xl">Case Study not found</h1>
      <p className="mt-4 max-w-md text-lg text-muted-foreground">The case you are looking for does not exist or has been removed.</p>
      <BackButton fallback="/cases" className="mt-10">
        Back to Cases
      </BackButton>
    </section>
  );
}
