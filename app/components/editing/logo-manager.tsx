import { useState } from "react";
import { History, ImagePlus, Quote, Trash2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { IntroLogoImage } from "~/content/home";
import { AltTextDialog, usePictureAlt } from "./alt-text-dialog";
import { HistoryDialog } from "./history-dialog";
import { LOGO_MESSAGES } from "./messages";
import { DraftMarker } from "~/components/drafts/draft-marker";
import { LOGO_RECORD, recordItem } from "./record-kinds";
import { AdminButton } from "./ui/admin-button";
import { chosenFields, PictureDialog } from "./ui/picture-dialog";
import { SortableList } from "./ui/sortable-list";
import { useAdminAction } from "./use-admin-action";
import { useRecordDelete, useRecordHistory, useRecordReorder } from "./use-record-list";

/**
 * The intro splash's client logos in edit mode (docs/product.md section 2): a grid with alt
 * text, history and delete buttons on each, 'Add Logo' (uploaded or from the library, described
 * as it is added), and a handle to reorder. While no logo is stored the 22
 * bundled ones show, and they come back when the last stored one is deleted.
 */
export default function LogoManager({ logos }: { logos: IntroLogoImage[] }) {
  const stored = logos.filter((logo): logo is IntroLogoImage & { id: string } => Boolean(logo.id));
  const [adderOpen, setAdderOpen] = useState(false);
  const adding = useAdminAction(LOGO_RECORD.action, {
    onSuccess: () => {
      setAdderOpen(false);
      toast({ title: LOGO_MESSAGES.added });
    },
    onError: (result) => toast({ title: LOGO_MESSAGES.addFailed, description: result.error, variant: "destructive" }),
  });
  const history = useRecordHistory(LOGO_RECORD);
  const deleting = useRecordDelete(LOGO_RECORD);
  const reorder = useRecordReorder(LOGO_RECORD);
  const describing = usePictureAlt(LOGO_RECORD.action);
  const nextName = `Client logo ${stored.length + 1}`;

  return (
    <div data-testid="logo-manager" className="mx-auto max-w-5xl px-6">
      <div className="mb-4 flex flex-wrap items-center justify-center gap-3 text-sm text-white/70">
        <span>
          {stored.length > 0
            ? `${stored.length} ${stored.length === 1 ? "logo" : "logos"}: drag a handle to reorder.`
            : `The ${logos.length} bundled logos show until you add your own.`}
        </span>
        <AdminButton variant="primary" disabled={adding.busy} onClick={() => setAdderOpen(true)}>
          <ImagePlus /> {adding.busy ? "Uploading…" : "Add Logo"}
        </AdminButton>
      </div>
      {stored.length > 0 ? (
        <SortableList
          label="Client logos"
          items={stored}
          getLabel={(logo) => logo.name}
          {...reorder}
          className="grid max-h-[40vh] grid-cols-3 gap-3 overflow-y-auto p-1 sm:grid-cols-4 lg:grid-cols-6"
          renderItem={(logo, handle) => (
            <div data-testid="logo-tile" className="flex h-full flex-col items-center gap-2 rounded-2xl bg-white/95 p-3 text-neutral-900">
              <img src={logo.src} alt={logo.alt ?? logo.name} className="h-10 w-full object-contain" />
              <DraftMarker places={[recordItem(LOGO_RECORD, logo.id)]} className="ml-0" />
              <div className="flex flex-wrap justify-center gap-1.5">
                {handle}
                <AdminButton
                  size="icon"
                  aria-label={`Alt text of ${logo.name}`}
                  onClick={() =>
                    describing.show({ fields: { id: logo.id }, name: logo.name, stored: logo.alt ?? null, placeAlt: logo.name })
                  }
                >
                  <Quote />
                </AdminButton>
                <AdminButton size="icon" aria-label={`History of ${logo.name}`} onClick={() => history.show(logo.id, logo.name)}>
                  <History />
                </AdminButton>
                <AdminButton
                  variant="danger"
                  size="icon"
                  disabled={deleting.busy}
                  aria-label={`Delete ${logo.name}`}
                  onClick={() => deleting.remove(logo.id)}
                >
                  <Trash2 />
                </AdminButton>
              </div>
            </div>
          )}
        />
      ) : (
        <ul
          aria-label="Bundled client logos"
          className="grid max-h-[40vh] grid-cols-4 gap-3 overflow-y-auto sm:grid-cols-6 lg:grid-cols-11"
        >
          {logos.map((logo) => (
            <li key={logo.src} className="rounded-2xl bg-white/10 p-3">
              <img src={logo.src} alt={logo.name} className="h-8 w-full object-contain opacity-80" />
            </li>
          ))}
        </ul>
      )}
      <HistoryDialog {...history.dialog} />
      <AltTextDialog {...describing.dialog} />
      <PictureDialog
        open={adderOpen}
        onOpenChange={setAdderOpen}
        title="Add Logo"
        inputLabel="Upload a logo"
        placeAlt={nextName}
        busy={adding.busy}
        saveLabel="Add Logo"
        onSave={([chosen]) => void adding.submit(chosenFields(chosen, { upload: "add", library: "choose" }))}
      />
    </div>
  );
}
