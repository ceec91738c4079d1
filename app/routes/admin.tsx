import { Form, Link } from "react-router";
import { ExternalLink, FolderKanban, LogOut, PencilLine, ShieldCheck, UserPlus } from "~/components/ui/icons";
import type { Route } from "./+types/admin";
import { NewAdminDialog } from "~/components/admin/new-admin-dialog";
import { ContentText } from "~/components/content/content-text";
import { agency } from "~/content/agency";
import { Button } from "~/components/ui/button";
import { createAdminAction } from "~/auth/create-admin.server";
import { csrfTokenFor } from "~/auth/csrf.server";
import { requireAdminForm, requireAdminPage, SMALL_FORM } from "~/auth/guard.server";
import { listAdmins } from "~/models/admins.server";
import { listAllMaterials } from "~/models/materials.server";
import { listDeleted } from "~/models/deleted.server";
import { recentActivity } from "~/models/revisions.server";
import { describeItem } from "~/content/where";
import { ActivityLog } from "~/components/admin/activity-log";
import { RecentlyDeleted } from "~/components/admin/recently-deleted";
import MaterialsManager from "~/components/editing/materials-manager";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, { title: "Admin", description: "Site administration." }),
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdminPage(request, context);
  const [admins, materials, activity, deleted] = await Promise.all([
    listAdmins(context.db),
    listAllMaterials(context.db),
    recentActivity(context.db, 30),
    listDeleted(context.db),
  ]);
  return {
    me: session.admin,
    admins,
    activity: activity.map(({ id, item, action, before, after, by, at }) => ({
      id,
      action,
      by,
      at,
      // A delete's revision keeps the row under `row` (models/deleted.server.ts).
      ...describeItem(item, (action === "delete" ? (before as { row: object }).row : (after ?? before)) as Parameters<typeof describeItem>[1]),
    })),
    deleted,
    materials: materials.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    csrfToken: csrfTokenFor(session.id, context.sessionSecret),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The session is checked before the (small) body is read.
  const { form } = await requireAdminForm(request, context, SMALL_FORM);
  return createAdminAction(request, context, form);
}

// Facts that pages use in links (tel:, mailto:, wa.me, the publicity redirect) as well as
// in text: edited here, in one place, like any other slot.
const AGENCY_FACTS = [
  { label: "Agency name", slot: agency.name },
  { label: "Tagline", slot: agency.tagline },
  { label: "Phone", slot: agency.phone },
  { label: "Email", slot: agency.email },
  { label: "WhatsApp number", slot: agency.whatsapp },
  { label: "Office city", slot: agency.officeCity },
  { label: "Office address", slot: agency.officeAddress },
  { label: "Hours, weekdays", slot: agency.hoursWeekdays },
  { label: "Hours, Saturday", slot: agency.hoursSaturday },
  { label: "Hours, Sunday", slot: agency.hoursSunday },
  { label: "Publicity redirect address", slot: agency.publicityUrl },
];

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

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const { me, admins, materials, activity, deleted, csrfToken } = loaderData;
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

      <section aria-labelledby="materials-heading" className="mt-14">
        <h2 id="materials-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
          <FolderKanban className="size-5 text-primary" /> Materials
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Every published case study, newest first, as the service pages list them.
        </p>
        <MaterialsManager materials={materials} />
      </section>

      <RecentlyDeleted items={deleted} />

      <ActivityLog entries={activity} />

      <section aria-labelledby="agency-heading" className="mt-14">
        <h2 id="agency-heading" className="font-display text-2xl font-bold">
          Agency details
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          Shown across the site and used in its links. Turn edit mode on to change them.
        </p>
        <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-2xl border border-border bg-card p-6 sm:grid-cols-2">
          {AGENCY_FACTS.map(({ label, slot }) => (
            <div key={slot.key}>
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
              <ContentText slot={slot} as="dd" className="mt-1 font-medium break-words" />
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="admins-heading" className="mt-14">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="admins-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
            <ShieldCheck className="size-5 text-primary" /> Administrators
          </h2>
          <NewAdminDialog
            action="/admin"
            csrfToken={csrfToken}
            trigger={
              <Button type="button">
                <UserPlus /> Create New Administrator
              </Button>
            }
          />
        </div>
        <div className="mt-6 overflow-hidden rounded-2xl border border-border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted text-muted-foreground">
              <tr>
                <th scope="col" className="px-5 py-3 font-medium">Name</th>
                <th scope="col" className="px-5 py-3 font-medium">Email</th>
                <th scope="col" className="hidden px-5 py-3 font-medium sm:table-cell">Since</th>
              </tr>
            </thead>
            <tbody>
              {admins.map((admin) => (
                <tr key={admin.id} className="border-t border-border">
                  <td className="px-5 py-3 font-medium">
                    {admin.name} {admin.id === me.id ? <span className="text-muted-foreground">(you)</span> : null}
                  </td>
                  <td className="px-5 py-3">{admin.email}</td>
                  <td className="hidden px-5 py-3 text-muted-foreground sm:table-cell">
                    {new Date(admin.createdAt).toLocaleDateString("en-GB", { dateStyle: "medium" })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
