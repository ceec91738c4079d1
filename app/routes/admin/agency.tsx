import { Outlet } from "react-router";
import type { Route } from "./+types/agency";
import { AdminSectionError } from "~/components/admin/section-error";
import { ContentText } from "~/components/content/content-text";
import { agency } from "~/content/agency";

// Facts that pages use in links (tel:, mailto:, wa.me, the publicity redirect) as well as
// in text: edited here, in one place, like any other slot. Their values come with every
// page (root.tsx), so this part has no data of its own.
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

/** /admin, agency details: phone, email, WhatsApp number, office, hours, publicity address. */
export default function AdminAgency() {
  return (
    <>
      <section aria-labelledby="agency-heading" className="mt-14">
        <h2 id="agency-heading" className="font-display text-2xl font-bold">
          Agency details
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">Shown across the site and used in its links. Turn edit mode on to change them.</p>
        <dl className="mt-6 grid gap-x-8 gap-y-4 rounded-2xl border border-border bg-card p-6 sm:grid-cols-2">
          {AGENCY_FACTS.map(({ label, slot }) => (
            <div key={slot.key}>
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
              <ContentText slot={slot} as="dd" className="mt-1 font-medium break-words" />
            </div>
          ))}
        </dl>
      </section>
      <Outlet />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminSectionError error={error} title="Agency details" />;
}
