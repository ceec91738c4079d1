import { lazy, Suspense } from "react";
import { FolderOpen } from "~/components/ui/icons";
import { useEditMode } from "~/components/content/edit-mode";
import { SectionHeading } from "~/components/about/section-heading";
import { Reveal } from "~/components/layout/reveal";
import type { ServicePage } from "~/content/service-pages";
import { MaterialCard, type MaterialCardData } from "./material-card";

// The materials manager: a chunk of its own, loaded only in edit mode.
const MaterialsManager = lazy(() => import("~/components/editing/materials-manager"));

/** The client materials of a service page's category, newest first; managed in edit mode. */
export function MaterialsList({ page, materials }: { page: ServicePage; materials: MaterialCardData[] }) {
  const { editing } = useEditMode();
  return (
    <section id="materials" aria-labelledby="materials-heading" className="scroll-mt-24 bg-muted/50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="materials-heading"
          subtitle={page.slots.materialsSubtitle}
          title={page.slots.materialsTitle}
          description={page.slots.materialsDescription}
        />
        {editing ? (
          <Suspense fallback={null}>
            <MaterialsManager materials={materials} pageCategory={page.category} />
          </Suspense>
        ) : materials.length === 0 ? (
          <div className="mt-12 flex flex-col items-center gap-4 rounded-3xl border border-dashed border-border bg-card/50 px-6 py-16 text-center">
            <FolderOpen aria-hidden="true" className="size-10 text-muted-foreground" />
            <p className="text-lg font-medium text-muted-foreground">{`No materials found for ${page.category}`}</p>
          </div>
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="materials-list">
            {materials.map((material, index) => (
              <Reveal as="li" key={material.id} order={index % 3}>
                <MaterialCard material={material} />
              </Reveal>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
