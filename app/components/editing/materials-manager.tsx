import { useEffect, useRef, useState, type FormEvent } from "react";
import { FolderOpen, History, ImageOff, Pencil, Plus, Trash2, Upload } from "~/components/ui/icons";
import { MaterialCard, type MaterialCardData } from "~/components/service/material-card";
import { FormAlert } from "~/components/admin/field";
import { toast } from "~/components/ui/toast";
import { CASE_CATEGORIES, type CaseCategory } from "~/lib/case-rules";
import { MaterialSchema } from "~/forms/case-study";
import { fieldErrors, formValues, type FieldErrors, type RecordConflict } from "~/forms/form-data";
import { checkImageFile, IMAGE_MESSAGES } from "~/forms/image-file";
import { HISTORY_MESSAGES, HistoryDialog } from "./history-dialog";
import { announceProjectChange, MATERIAL_MESSAGES } from "./messages";
import { OthersEditing, useAnnounceEditing } from "./presence";
import { RecordConflictPanel } from "./record-conflict";
import { AdminButton } from "./ui/admin-button";
import { Input, Select, Textarea } from "./ui/fields";
import { ImagePicker } from "./ui/image-picker";
import { toastDeleted } from "./undo-delete";
import { useAdminAction } from "./use-admin-action";

const PREVIEW_MESSAGES = {
  title: "Image Error",
  description: "Failed to load image. Please check the URL or try uploading again.",
} as const;

const CATEGORY_OPTIONS = CASE_CATEGORIES.map((value) => ({ value, label: value }));

type MaterialsManagerProps = {
  materials: MaterialCardData[];
  /** The service page's category name ('Branding', 'Project Manager'), or none in /admin. */
  pageCategory?: string;
};

/**
 * The materials manager (docs/product.md sections 2 and 4) on a service page and in /admin: the list,
 * a form for adding and a form for editing. Save or Cancel goes back to the list and clears
 * the form; saving and deleting reload the list; delete is immediate.
 */
export default function MaterialsManager({ materials, pageCategory }: MaterialsManagerProps) {
  const [editing, setEditing] = useState<MaterialCardData | "new" | null>(null);
  const deleting = useAdminAction<{ undo?: string }>("/api/materials", {
    onSuccess: (result) => {
      toastDeleted(MATERIAL_MESSAGES.deleted, result);
      announceProjectChange();
    },
    onError: (result) => toast({ title: MATERIAL_MESSAGES.deleteFailed, description: result.error, variant: "destructive" }),
  });
  const [historyOf, setHistoryOf] = useState<MaterialCardData | null>(null);
  // A material is a case study: its versions are the case's.
  const restoring = useAdminAction("/api/cases", {
    onSuccess: () => {
      setHistoryOf(null);
      toast({ title: HISTORY_MESSAGES.restored });
      announceProjectChange();
    },
    onError: (result) => toast({ title: HISTORY_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });

  if (editing) {
    return (
      <MaterialForm
        key={editing === "new" ? "new" : editing.id}
        material={editing === "new" ? null : editing}
        defaults={defaultsFor(pageCategory)}
        onDone={() => setEditing(null)}
      />
    );
  }

  return (
    <div className="mt-12" data-testid="materials-manager">
      {materials.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border border-dashed border-border bg-card/50 px-6 py-16 text-center">
          <FolderOpen aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-lg font-medium text-muted-foreground">
            {pageCategory ? `No materials found for ${pageCategory}` : "No materials yet"}
          </p>
          <AdminButton variant="primary" size="md" onClick={() => setEditing("new")}>
            <Plus /> Add First Material
          </AdminButton>
        </div>
      ) : (
        <>
          <div className="flex justify-end">
            <AdminButton variant="primary" size="md" onClick={() => setEditing("new")}>
              <Plus /> Add Material
            </AdminButton>
          </div>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="materials-list">
            {materials.map((material) => (
              <li key={material.id}>
                <MaterialCard
                  material={material}
                  actions={
                    <>
                      <OthersEditing item={`case:${material.id}`} className="basis-full w-fit" />
                      <AdminButton onClick={() => setEditing(material)} aria-label={`Edit ${material.title || "material"}`}>
                        <Pencil /> Edit
                      </AdminButton>
                      <AdminButton onClick={() => setHistoryOf(material)} aria-label={`History of ${material.title || "material"}`}>
                        <History /> History
                      </AdminButton>
                      <AdminButton
                        variant="danger"
                        disabled={deleting.busy}
                        onClick={() => void deleting.submit({ intent: "delete", id: material.id })}
                        aria-label={`Delete ${material.title || "material"}`}
                      >
                        <Trash2 /> Delete
                      </AdminButton>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <HistoryDialog
        open={historyOf !== null}
        onOpenChange={(open) => !open && setHistoryOf(null)}
        item={`case:${historyOf?.id ?? ""}`}
        title={historyOf?.title ?? ""}
        kind="case"
        busy={restoring.busy}
        onRestore={(revision) => historyOf && void restoring.submit({ intent: "restore", id: historyOf.id, revision })}
      />
    </div>
  );
}

/**
 * What a new material starts with on a service page: the page's category when it is one of
 * the six, else (Project Manager) a tag that lists it on that page (docs/product.md
 * section 2, Materials manager).
 */
function defaultsFor(pageCategory?: string): { category: CaseCategory; tags: string } {
  const slug = pageCategory?.toLowerCase().replace(/\s+/g, "-") ?? "";
  const known = CASE_CATEGORIES.find((category) => category === slug);
  if (known) return { category: known, tags: "" };
  return { category: "case-studies", tags: pageCategory ?? "" };
}

/** What a conflict shows of the other administrator's version of a material. */
const CONFLICT_FIELDS = [
  ["Title", "title"],
  ["Client name", "clientName"],
  ["Description", "description"],
  ["Category", "category"],
  ["Tags", "tags"],
] as const;

type MaterialFormProps = {
  material: MaterialCardData | null;
  defaults: { category: CaseCategory; tags: string };
  onDone: () => void;
};

function MaterialForm({ material, defaults, onDone }: MaterialFormProps) {
  const [address, setAddress] = useState(material?.featuredImage ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(material?.featuredImage ?? null);
  // Which preview failed to load, not whether one did: a new one is tried afresh by itself,
  // with no effect to reset a flag (and no render of the old failure on the new one).
  const [failedPreview, setFailedPreview] = useState<string | null>(null);
  const previewFailed = !!preview && failedPreview === preview;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The version the form opened on; live updates change `material`, not what we started from.
  const [startVersion] = useState(material?.version);
  useAnnounceEditing(`case:${material?.id}`, material !== null);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A chosen file is previewed from memory; the address field is previewed as typed.
  useEffect(() => {
    if (!file) {
      setPreview(address || null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, address]);

  const saving = useAdminAction<{ created: boolean }>("/api/materials", {
    onSuccess: (result) => {
      toast({ title: MATERIAL_MESSAGES.success, description: result.created ? MATERIAL_MESSAGES.created : MATERIAL_MESSAGES.updated });
      announceProjectChange();
      onDone();
    },
    onError: (result) => {
      if (result.conflict) {
        setConflict(result.conflict as RecordConflict);
        return;
      }
      setErrors(result.fieldErrors ?? {});
      setProblem(result.fieldErrors ? null : result.error);
      toast({ title: MATERIAL_MESSAGES.error, description: MATERIAL_MESSAGES.saveFailed, variant: "destructive" });
    },
  });

  const choose = (chosen: File) => {
    const refused = checkImageFile(chosen, IMAGE_MESSAGES.notValidImage);
    if (refused) {
      toast({ title: refused, variant: "destructive" });
      return;
    }
    setFile(chosen);
  };

  // `version`: the one the save is based on (theirs, when overwriting knowingly).
  const submit = (version: number | undefined) => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    if (file) form.set("file", file);
    const parsed = MaterialSchema.safeParse(formValues(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setProblem(null);
    void saving.submit({ intent: "save", id: material?.id, version }, form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(startVersion);
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={material ? "Edit material" : "Add material"}
      className="mt-12 grid gap-5 rounded-3xl border-2 border-primary/60 bg-card p-5 shadow-xl sm:p-7"
    >
      <h3 className="font-display text-xl font-bold">
        {material ? "Edit material" : "Add material"} {material ? <OthersEditing item={`case:${material.id}`} className="ml-2" /> : null}
      </h3>
      <div className="grid gap-5 md:grid-cols-2">
        <Input label="Title" name="title" defaultValue={material?.title ?? ""} error={errors.title} maxLength={200} />
        <Input label="Client name" name="clientName" defaultValue={material?.clientName ?? ""} error={errors.clientName} maxLength={200} />
      </div>
      <Textarea label="Description" name="description" defaultValue={material?.description ?? ""} error={errors.description} rows={4} />
      <div className="grid gap-5 md:grid-cols-[1fr_14rem]">
        <div className="grid content-start gap-3">
          <Input
            label="Featured image address"
            name="featuredImage"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setFile(null);
            }}
            placeholder="https://… or /uploads/…"
            error={errors.featuredImage ?? errors.file}
            hint={MATERIAL_MESSAGES.hint}
          />
          <ImagePicker inputLabel="Upload a featured image" className="w-fit" onFiles={([chosen]) => choose(chosen)}>
            <Upload /> {file ? `Chosen: ${file.name}` : "Upload an image"}
          </ImagePicker>
        </div>
        <div className="flex aspect-[16/10] items-center justify-center overflow-hidden rounded-2xl border border-border bg-muted text-center text-xs text-muted-foreground">
          {preview && !previewFailed ? (
            <img
              src={preview}
              alt="Preview of the featured image"
              className="size-full object-cover"
              onError={() => {
                setFailedPreview(preview);
                toast({ title: PREVIEW_MESSAGES.title, description: PREVIEW_MESSAGES.description, variant: "destructive" });
              }}
            />
          ) : previewFailed ? (
            <span className="flex flex-col items-center gap-1 p-3" role="alert">
              <ImageOff className="size-5" />
              <strong className="text-foreground">{PREVIEW_MESSAGES.title}</strong>
              {PREVIEW_MESSAGES.description}
            </span>
          ) : (
            <span>No image</span>
          )}
        </div>
      </div>
      <div className="grid gap-5 md:grid-cols-3">
        <Input
          label="Tags"
          name="tags"
          defaultValue={material ? material.tags.join(", ") : defaults.tags}
          placeholder="Logo, Print"
          hint="Separate tags with commas."
          error={errors.tags}
        />
        <Input
          label="External link"
          name="externalLink"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={material?.externalLink ?? ""}
          error={errors.externalLink}
        />
        <Select
          label="Category"
          name="category"
          defaultValue={material?.category ?? defaults.category}
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
      </div>
      <FormAlert message={problem ?? undefined} />
      {conflict ? (
        <RecordConflictPanel
          conflict={conflict}
          fields={CONFLICT_FIELDS}
          busy={saving.busy}
          onKeepTheirs={onDone}
          onOverwrite={() => submit(conflict.version)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-border pt-5">
        <AdminButton type="submit" variant="primary" size="md" disabled={saving.busy}>
          {saving.busy ? "Saving…" : "Save"}
        </AdminButton>
        <AdminButton size="md" onClick={onDone}>
          Cancel
        </AdminButton>
      </div>
    </form>
  );
}
