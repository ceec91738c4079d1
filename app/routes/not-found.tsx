import { ArrowLeft } from "~/components/ui/icons";
import { data, Link } from "react-router";
import { ContentText } from "~/components/content/content-text";
import { buttonClasses } from "~/components/ui/button";
import { slotsOf } from "~/content/slot";
import { notFound } from "~/content/system-pages";
import { pageMeta } from "~/lib/seo";
import { loadContent } from "~/models/site-content.server";
import type { Route } from "./+types/not-found";
import { appContext } from "~/context.server";
import { log } from "~/lib/log.server";

const SUGGESTIONS = [
  { to: "/about", label: "About" },
  { to: "/cases", label: "Projects" },
  { to: "/branding", label: "Services" },
  { to: "/contact", label: "Contact" },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const path = url.pathname;
  log().info({ path }, "404 Error: User attempted to access non-existent route");
  const content = await loadContent(app.db, slotsOf(notFound));
  return data({ path, content }, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: "Page not found",
    description: "The page you are looking for does not exist or has been moved.",
  }),
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { path } = loaderData;
  return (
    <section className="relative isolate flex min-h-[80vh] items-center justify-center overflow-hidden px-5 pt-32 pb-24">
      <div
        aria-hidden="true"
        className="absolute top-1/3 left-1/2 -z-10 size-[36rem] -translate-x-1/2 -translate-y-1/2 rounded-full bg-gradient-brand opacity-20 blur-3xl"
      />
      <div className="flex max-w-2xl flex-col items-center text-center">
        <p className="font-display text-[7rem] leading-none font-bold tracking-tighter sm:text-[11rem]">
          <span className="text-gradient">404</span>
        </p>
        <ContentText slot={notFound.title} as="h1" className="mt-4 font-display text-3xl font-bold sm:text-5xl" />
        <ContentText slot={notFound.description} as="p" className="mt-5 max-w-lg text-lg text-muted-foreground" />
        {/* The original logged the attempted path in the browser's console too (app/visitor/page-notice.ts). */}
        <p
          className="mt-3 max-w-full truncate rounded-full bg-muted px-4 py-1.5 font-mono text-sm text-muted-foreground"
          data-console-error={`404 Error: User attempted to access non-existent route: ${path}`}
        >
          {path}
        </p>
        <Link to="/" className={buttonClasses({ variant: "gradient", size: "lg", className: "mt-10" })}>
          <ArrowLeft aria-hidden="true" />
          <ContentText slot={notFound.homeButton} />
        </Link>
        <nav aria-label="Suggested pages" className="mt-10">
          <ContentText slot={notFound.suggestions} as="p" className="text-sm text-muted-foreground" />
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {SUGGESTIONS.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className={buttonClasses({ variant: "outline", size: "sm" })}>
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
