import { useNavigate } from "react-router";
import { ImagePlus, Plus, Trash2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { checkImageFile } from "~/forms/image-file";
import { announceProjectChange, CASE_MESSAGES, PROJECT_MESSAGES } from "./messages";
import { AdminButton } from "./ui/admin-button";
import { ImagePicker } from "./ui/image-picker";
import { toastDeleted } from "./undo-delete";
import { useAdminAction } from "./use-admin-action";

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
  const deleting = useAdminAction<{ undo?: string }>("/api/cases", {
    onSuccess: (result) => {
      toastDeleted(PROJECT_MESSAGES.deleted, result);
      announceProjectChange();
    },
    onError: (result) => toast({ title: PROJECT_MESSAGES.deleteFailed, description: result.error, variant: "destructive" }),
  });
  return (
    <AdminButton
      variant="danger"
      disabled={deleting.busy}
      aria-label={`Delete ${title}`}
      onClick={() => void deleting.submit({ intent: "delete", id })}
    >
      <Trash2 /> {deleting.busy ? "Deleting…" : "Delete"}
    </AdminButton>
  );
}

/** The home page's image uploader on a featured case: the new picture becomes its featured image. */
export function FeaturedImageUploader({ id, title }: { id: string; title: string }) {
  const replacing = useAdminAction("/api/case-images", {
    onSuccess: () => {
      toast({ title: CASE_MESSAGES.imageUpdated });
      announceProjectChange();
    },
    onError: (result) => toast({ title: CASE_MESSAGES.imageFailed, description: result.error, variant: "destructive" }),
  });
  const upload = (file: File) => {
    const problem = checkImageFile(file);
    if (problem) toast({ title: problem, variant: "destructive" });
    else void replacing.submit({ intent: "replace-featured", id, file });
  };
  return (
    // Clicks here must not follow the link the picture sits in.
    <div className="absolute top-3 right-3 z-20" onClick={(event) => event.stopPropagation()}>
      <ImagePicker inputLabel={`Upload a new image for ${title}`} variant="primary" size="sm" disabled={replacing.busy} onFiles={([file]) => upload(file)}>
        <ImagePlus /> {replacing.busy ? "Uploading…" : "Change image"}
      </ImagePicker>
    </div>
  );
}
