import { useState } from "react";
import { FolderOpen, History, Pencil, Plus, Trash2, Upload } from "~/components/ui/icons";
import { MaterialCard, type MaterialCardData } from "~/components/service/material-card";
import { CASE_CATEGORIES, featuredAltOf, type CaseCategory } from "~/lib/case-rules";
import { IMAGE_MESSAGES } from "~/forms/image-file";
import { HistoryDialog } from "./history-dialog";
import { MATERIAL_MESSAGES } from "./messages";
import { DraftMarker } from "~/components/drafts/draft-marker";
import { OthersEditing } from "./presence";
import { RecordEditorForm } from "./record-editor-form";
import { MATERIAL_RECORD, recordItem } from "./record-kinds";
import { AdminButton } from "./ui/admin-button";
import { altDraftOf, AltTextFields, altValue } from "./ui/alt-text-fields";
import { LibraryButton, PictureLibrary } from "./ui/picture-library";
import { Input, Select, UrlInput } from "./ui/fields";
import { RichTextField } from "./rich-text-editor";
import { ImageFailure, ImagePicker, useImageFailure, useObjectUrl } from "./ui/image-picker";
import { useRecordEditor } from "./use-record-editor";
import { useRecordDelete, useRecordHistory } from "./use-record-list";

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
  const deleting = useRecordDelete(MATERIAL_RECORD);
  const history = useRecordHistory(MATERIAL_RECORD);

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
                      <OthersEditing item={recordItem(MATERIAL_RECORD, material.id)} className="basis-full w-fit" />
                      <DraftMarker places={[recordItem(MATERIAL_RECORD, material.id)]} className="ml-0 basis-full w-fit" />
                      <AdminButton onClick={() => setEditing(material)} aria-label={`Edit ${material.title || "material"}`}>
                        <Pencil /> Edit
                      </AdminButton>
                      <AdminButton
                        onClick={() => history.show(material.id, material.title)}
                        aria-label={`History of ${material.title || "material"}`}
                      >
                        <History /> History
                      </AdminButton>
                      <AdminButton
                        variant="danger"
                        disabled={deleting.busy}
                        onClick={() => deleting.remove(material.id)}
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
      <HistoryDialog {...history.dialog} />
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

type MaterialFormProps = {
  material: MaterialCardData | null;
  defaults: { category: CaseCategory; tags: string };
  onDone: () => void;
};

function MaterialForm({ material, defaults, onDone }: MaterialFormProps) {
  const [address, setAddress] = useState(material?.featuredImage ?? "");
  const [file, setFile] = useState<File | null>(null);
  const [browsing, setBrowsing] = useState(false);
  const [alt, setAlt] = useState(() => altDraftOf(material ? featuredAltOf(material) : null));
  // A chosen file is previewed from memory; an address of this site as typed. Another site's
  // picture is fetched and stored by the server when the form is saved: the page never loads
  // it (its Content-Security-Policy allows pictures of this site only).
  const elsewhere = !file && /^https?:\/\//i.test(address.trim());
  const preview = useObjectUrl(file) ?? (address && !elsewhere ? address : null);
  const { failed: previewFailed, onError } = useImageFailure(preview);
  const editor = useRecordEditor(MATERIAL_RECORD, {
    record: material,
    saveFields: (version) => ({ intent: "save", id: material?.id, version }),
    complete: (form) => {
      if (file) form.set("file", file);
      const words = altValue(alt);
      if (words !== null) form.set("featuredAlt", words);
    },
    onSaved: onDone,
  });
  const { errors } = editor;

  return (
    <RecordEditorForm
      editor={editor}
      saveLabel="Save"
      onCancel={onDone}
      aria-label={material ? "Edit material" : "Add material"}
      className="mt-12 grid gap-5 rounded-3xl border-2 border-primary/60 bg-card p-5 shadow-xl sm:p-7"
    >
      <h3 className="font-display text-xl font-bold">
        {material ? "Edit material" : "Add material"} {material ? <OthersEditing item={editor.item} className="ml-2" /> : null}
      </h3>
      <div className="grid gap-5 md:grid-cols-2">
        <Input label="Title" name="title" defaultValue={material?.title ?? ""} error={errors.title} maxLength={200} />
        <Input label="Client name" name="clientName" defaultValue={material?.clientName ?? ""} error={errors.clientName} maxLength={200} />
      </div>
      <RichTextField label="Description" name="description" defaultValue={material?.description ?? ""} error={errors.description} />
      <div className="grid gap-5 md:grid-cols-[1fr_14rem]">
        <div className="grid content-start gap-3">
          <Input
            label="Featured image address"
            name="featuredImage"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              setFile(null);
              setAlt(altDraftOf(null));
            }}
            placeholder="https://… or /uploads/…"
            error={errors.featuredImage ?? errors.file}
            hint={MATERIAL_MESSAGES.hint}
          />
          <div className="flex flex-wrap gap-2">
            <ImagePicker
              inputLabel="Upload a featured image"
              className="w-fit"
              onImage={(chosen) => {
                setFile(chosen);
                setAlt(altDraftOf(null));
              }}
              notImage={IMAGE_MESSAGES.notValidImage}
            >
              <Upload /> {file ? `Chosen: ${file.name}` : "Upload an image"}
            </ImagePicker>
            <LibraryButton size="md" open={browsing} onToggle={() => setBrowsing(!browsing)} />
          </div>
          {browsing ? (
            <PictureLibrary
              onChoose={(picture) => {
                setAddress(picture.url);
                setFile(null);
                setAlt(altDraftOf(picture.alt));
                setBrowsing(false);
              }}
            />
          ) : null}
        </div>
        <div className="flex aspect-[16/10] items-center justify-center overflow-hidden rounded-2xl border border-border bg-muted text-center text-xs text-muted-foreground">
          {elsewhere ? (
            <span className="p-3">{MATERIAL_MESSAGES.fetchedOnSave}</span>
          ) : preview && !previewFailed ? (
            // The field is named 'featured image': the words are its name, not a description.
            // eslint-disable-next-line jsx-a11y/img-redundant-alt
            <img src={preview} alt="Preview of the featured image" className="size-full object-cover" onError={onError} />
          ) : previewFailed ? (
            <span className="flex flex-col items-center gap-1 p-3" role="alert">
              <ImageFailure />
            </span>
          ) : (
            <span>No image</span>
          )}
        </div>
      </div>
      {file || address.trim() ? (
        <AltTextFields label="Alt text of the featured image" draft={alt} onChange={setAlt} placeAlt={material?.title ?? ""} />
      ) : null}
      {errors.featuredAlt ? <p className="text-xs font-medium text-red-600 dark:text-red-400">{errors.featuredAlt}</p> : null}
      <div className="grid gap-5 md:grid-cols-3">
        <Input
          label="Tags"
          name="tags"
          defaultValue={material ? material.tags.join(", ") : defaults.tags}
          placeholder="Logo, Print"
          hint="Separate tags with commas."
          error={errors.tags}
        />
        <UrlInput label="External link" name="externalLink" defaultValue={material?.externalLink ?? ""} error={errors.externalLink} />
        <Select
          label="Category"
          name="category"
          defaultValue={material?.category ?? defaults.category}
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
      </div>
    </RecordEditorForm>
  );
}
