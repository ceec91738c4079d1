import { useState } from "react";
import { useNavigate } from "react-router";
import { ImagePlus, Plus, Trash2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { announceProjectChange, CASE_MESSAGES, PROJECT_MESSAGES } from "./messages";
import { CASE_RECORD } from "./record-kinds";
import { AdminButton } from "./ui/admin-button";
import { chosenFields, PictureDialog } from "./ui/picture-dialog";
import { useAdminAction } from "./use-admin-action";
import { useRecordDelete } from "./use-record-list";

/**
 * The administrators' controls around lists of case studies: 'Add Project' on the home page,
 * 'Add New Project' / 'Add First Project' and 'Delete' on the portfolio page, and the home
 * page's uploader for a case's featured image.
 */

/** 'Add Project' (home page): a new case study, opened at once to be filled in. */
export function AddCaseStudyButton() {
  const navigate = useNavigate();
  const creating = useAdminAction<{ slug: string }>("/api/cases", {
    onSuccess: (result) => {
      toast({ title: CASE_MESSAGES.added });
      announceProjectChange();
      navigate(`/case/${result.slug}`);
    },
    onError: (result) => toast({ title: CASE_MESSAGES.addFailed, description: result.error, variant: "destructive" }),
  });
  return (
    <AdminButton variant="primary" size="md" disabled={creating.busy} onClick={() => void creating.submit({ intent: "create" })}>
      <Plus /> Add Project
    </AdminButton>
  );
}

/** 'Add New Project' (or 'Add First Project' on an empty portfolio), with docs/product.md section 7's defaults. */
export function AddProjectButton({ label }: { label: "Add New Project" | "Add First Project" }) {
  const adding = useAdminAction("/api/cases", {
    onSuccess: () => {
      toast({ title: PROJECT_MESSAGES.added });
      announceProjectChange();
    },
    onError: (result) => toast({ title: PROJECT_MESSAGES.addFailed, description: result.error, variant: "destructive" }),
  });
  return (
    <AdminButton variant="primary" size="md" disabled={adding.busy} onClick={() => void adding.submit({ intent: "add-project" })}>
      <Plus /> {label}
    </AdminButton>
  );
}

/** 'Delete' on a portfolio card: immediate, like every delete in docs/product.md section 4 but the team's. */
export function DeleteProjectButton({ id, title }: { id: string; title: string }) {
  const deleting = useRecordDelete(CASE_RECORD);
  return (
    <AdminButton variant="danger" disabled={deleting.busy} aria-label={`Delete ${title}`} onClick={() => deleting.remove(id)}>
      <Trash2 /> {deleting.busy ? "Deleting…" : "Delete"}
    </AdminButton>
  );
}

/** The home page's 'Change image' on a featured case: a new picture (uploaded or from the library) becomes its featured image. */
export function FeaturedImageUploader({ id, title }: { id: string; title: string }) {
  const [open, setOpen] = useState(false);
  const replacing = useAdminAction("/api/case-images", {
    onSuccess: () => {
      setOpen(false);
      toast({ title: CASE_MESSAGES.imageUpdated });
      announceProjectChange();
    },
    onError: (result) => toast({ title: CASE_MESSAGES.imageFailed, description: result.error, variant: "destructive" }),
  });
  return (
    // Clicks here must not follow the link the picture sits in; the control inside is a button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="absolute top-3 right-3 z-20" onClick={(event) => event.stopPropagation()}>
      <AdminButton
        variant="primary"
        size="sm"
        disabled={replacing.busy}
        onClick={() => setOpen(true)}
        aria-label={`Change image of ${title}`}
      >
        <ImagePlus /> {replacing.busy ? "Uploading…" : "Change image"}
      </AdminButton>
      <PictureDialog
        open={open}
        onOpenChange={setOpen}
        title={`Change image: ${title}`}
        inputLabel={`Upload a new image for ${title}`}
        placeAlt={title}
        busy={replacing.busy}
        saveLabel="Change image"
        onSave={([chosen]) =>
          void replacing.submit({ ...chosenFields(chosen, { upload: "replace-featured", library: "choose-featured" }), id })
        }
      />
    </div>
  );
}
