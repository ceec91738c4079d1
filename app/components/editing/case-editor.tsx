import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { History, PencilLine } from "~/components/ui/icons";
import type { CaseView } from "~/components/case/case-view";
import { CASE_CATEGORIES } from "~/lib/case-rules";
import { HistoryDialog } from "./history-dialog";
import { DraftMarker } from "~/components/drafts/draft-marker";
import { OthersEditing } from "./presence";
import { RecordEditorForm } from "./record-editor-form";
import { CASE_RECORD } from "./record-kinds";
import { AdminButton } from "./ui/admin-button";
import { RichTextField } from "./rich-text-editor";
import { Input, Select, UrlInput } from "./ui/fields";
import { TagsInput } from "./ui/tags-input";
import { useRecordEditor } from "./use-record-editor";
import { useRecordHistory } from "./use-record-list";

const FORMAT_HINT = "Select words and press Ctrl+B for bold, Ctrl+I for italics, Ctrl+K for a link; Enter starts a new line.";

const CATEGORY_OPTIONS = CASE_CATEGORIES.map((value) => ({ value, label: value }));

/**
 * The case editor on /case/{slug} (docs/product.md sections 3 to 5): every field of the case in one
 * form, checked with the schema the server checks again. Saving publishes; a new title (or
 * a typed address) gives the case a new address, which the page moves to. On the virtual new
 * project it is open from the start, and saving creates the case. A save names the version
 * the editor opened on; when someone else saved the case since, their version is shown and
 * the administrator keeps it or overwrites it.
 */
export default function CaseEditor({ item, draft }: { item: CaseView; draft: boolean }) {
  const [open, setOpen] = useState(draft);
  const [tags, setTags] = useState(item.tags);
  // The form takes the place of its button: the focus goes to its first field as it opens, and
  // back to 'Edit case details' as it closes (Cancel, Escape, a save), not to the page's start.
  const opener = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const focusTo = useRef<"form" | "opener" | null>(null);
  useEffect(() => {
    const to = focusTo.current;
    focusTo.current = null;
    if (to === "form") form.current?.querySelector<HTMLElement>("input, textarea, select, [contenteditable]")?.focus();
    else if (to === "opener") opener.current?.focus();
  }, [open]);
  const navigate = useNavigate();
  const history = useRecordHistory(CASE_RECORD);
  const editor = useRecordEditor<{ slug: string }>(CASE_RECORD, {
    record: item,
    isNew: draft,
    open,
    saveFields: (version) => ({ intent: "save", id: item.id, version: draft ? undefined : version }),
    onSaved: (result) => {
      if (!draft) {
        focusTo.current = "opener";
        setOpen(false);
      }
      if (result.slug !== item.slug) navigate(`/case/${result.slug}`, { replace: true });
    },
  });
  const { errors } = editor;
  // Opening and cancelling both start from the case as the page shows it now.
  const toggle = (opening: boolean) => {
    setTags(item.tags);
    editor.reset();
    focusTo.current = opening ? "form" : "opener";
    setOpen(opening);
  };

  if (!open) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-primary/50 bg-primary/5 p-3">
        <AdminButton ref={opener} variant="primary" size="md" onClick={() => toggle(true)}>
          <PencilLine /> Edit case details
        </AdminButton>
        <AdminButton size="md" onClick={() => history.show(item.id, item.title)}>
          <History /> History
        </AdminButton>
        <span className="text-sm text-muted-foreground">Title, client, category, texts, tags and link.</span>
        <OthersEditing item={editor.item} />
        <DraftMarker places={[editor.item]} className="ml-0" />
        <HistoryDialog {...history.dialog} />
      </div>
    );
  }

  return (
    // Escape anywhere in the form closes it, as in the site's other editors.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={form}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !draft && !event.defaultPrevented) toggle(false);
      }}
    >
      <RecordEditorForm
        editor={editor}
        saveLabel={draft ? "Save and publish" : "Save"}
        onCancel={draft ? undefined : () => toggle(false)}
        caseLook
        aria-label={draft ? "New project" : "Edit case study"}
        className="mt-6 grid gap-5 rounded-3xl border-2 border-primary/60 bg-card p-5 shadow-xl sm:p-7"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="font-display text-xl font-bold">
              {draft ? "New project" : "Edit case study"} {draft ? null : <OthersEditing item={editor.item} className="ml-2" />}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {draft
                ? "This draft is visible only to administrators. Saving publishes it at its own address."
                : "Saving publishes the changes on every open page."}
            </p>
          </div>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <Input label="Title" name="title" defaultValue={item.title} error={errors.title} required maxLength={200} />
          <Input label="Client" name="clientName" defaultValue={item.clientName} error={errors.clientName} maxLength={200} />
          <Select label="Category" name="category" defaultValue={item.category} options={CATEGORY_OPTIONS} error={errors.category} />
          <Input
            label="Address"
            name="slug"
            placeholder={draft ? "from the title" : item.slug}
            hint={draft ? "Leave empty to make it from the title." : `Now /case/${item.slug}. Leave empty to follow the title.`}
            error={errors.slug}
            maxLength={100}
          />
        </div>
        <RichTextField
          label="Description"
          name="description"
          defaultValue={item.description}
          error={errors.description}
          hint={FORMAT_HINT}
        />
        <div className="grid gap-5 lg:grid-cols-3">
          <RichTextField label="Challenge" name="challenge" defaultValue={item.challenge ?? ""} error={errors.challenge} />
          <RichTextField label="Solution" name="solution" defaultValue={item.solution ?? ""} error={errors.solution} />
          <RichTextField label="Results" name="results" defaultValue={item.results ?? ""} error={errors.results} />
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          <TagsInput label="Tags" name="tags" tags={tags} onChange={setTags} error={errors.tags} />
          <UrlInput
            label="External link"
            name="externalLink"
            defaultValue={item.externalLink ?? ""}
            error={errors.externalLink}
            hint="Optional: the live project, shown as 'View Live Project'."
          />
        </div>
      </RecordEditorForm>
    </div>
  );
}
