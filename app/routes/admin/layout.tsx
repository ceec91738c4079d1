import { Form, Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { guardAdminPages } from "../admin-guard.server";
import { csrfTokenFor } from "~/auth/csrf.server";
import { requireAdmin } from "~/auth/guard.server";
import { AdminSectionError } from "~/components/admin/section-error";
import { Button } from "~/components/ui/button";
import { ExternalLink, LogOut, PencilLine } from "~/components/ui/icons";
import { adminContext, appContext } from "~/context.server";
import { pageMeta } from "~/lib/seo";

/**
 * /admin: this layout (who is signed in, sign-out, links to every page) and, nested below
 * it, one route per part, each with its own data and error screen: materials, recently
 * deleted, activity, agency details, administrators (docs/decisions/014).
 */
export const middleware: Route.MiddlewareFunction[] = [guardAdminPages];

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Admin", description: "Site administration." }),
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  const session = requireAdmin(context.get(adminContext));
  return { me: session.admin, csrfToken: csrfTokenFor(session.id, context.get(appContext).sessionSecret) };
}

const EDITABLE_PAGES = [
  { to: "/", label: "Home", hint: "Hero, services, featured work, intro logos" },
  { to: "/about", label: "About", hint: "Story, values, office, team members" },
  { to: "/cases", label: "Projects", hint: "All projects" },
  { to: "/contact", label: "Contact", hint: "Contact page and agency details" },
  { to: "/branding", label: "Branding", hint: "Service page and materials" },
  { to: "/social-media", label: "Social Media", hint: "Service page and materials" },
  { to: "/web-design", label: "Web Design", hint: "Service page and materials" },
  { to: "/development", label: "Development", hint: "Service page and materials" },
  { to: "/project-manager", label: "Project Manager", hint: "Service page and materials" },
  { to: "/project/nexus-financial", label: "Project blog", hint: "Blog-style project posts" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { me, csrfToken } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-5 pt-32 pb-24 sm:px-8">
      <header className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="text-sm font-semibold tracking-widest text-primary uppercase">Admin</p>
          <h1 className="mt-2 font-display text-4xl font-bold sm:text-5xl">Hello, {me.name}</h1>
          <p className="mt-3 max-w-xl text-muted-foreground">
            Turn edit mode on and change any text or image right where it stands on the page.
          </p>
        </div>
        <Form method="post" action="/logout">
          <input type="hidden" name="_csrf" value={csrfToken} />
          <Button variant="outline" type="submit">
            <LogOut /> Sign out
          </Button>
        </Form>
      </header>

      <section aria-labelledby="pages-heading" className="mt-14">
        <h2 id="pages-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
          <PencilLine className="size-5 text-primary" /> Edit the site
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {EDITABLE_PAGES.map((page) => (
            <li key={page.to}>
              <Link
                to={page.to}
                className="group flex h-full items-start justify-between gap-4 rounded-2xl border border-border bg-card p-5 transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-lg"
              >
                <span>
                  <span className="block font-semibold">{page.label}</span>
                  <span className="mt-1 block text-sm text-muted-foreground">{page.hint}</span>
                </span>
                <ExternalLink className="size-4 shrink-0 text-muted-foreground group-hover:text-primary" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="mx-auto max-w-7xl px-5 pt-32 pb-24 sm:px-8">
      <AdminSectionError error={error} title="Admin" />
    </div>
  );
}
