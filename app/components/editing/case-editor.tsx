import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Check, History, PencilLine, X } from "~/components/ui/icons";
import type { CaseView } from "~/components/case/case-view";
import { toast } from "~/components/ui/toast";
import { CASE_CATEGORIES } from "~/lib/case-rules";
import { CaseFieldsSchema } from "~/forms/case-study";
import { fieldErrors, formValues, type FieldErrors, type RecordConflict } from "~/forms/form-data";
import { HISTORY_MESSAGES, HistoryDialog } from "./history-dialog";
import { announceProjectChange, CASE_MESSAGES } from "./messages";
import { OthersEditing, useAnnounceEditing } from "./presence";
import { RecordConflictPanel } from "./record-conflict";
import { AdminButton } from "./ui/admin-button";
import { Input, Select, Textarea } from "./ui/fields";
import { TagsInput } from "./ui/tags-input";
import { useAdminAction } from "./use-admin-action";

const CATEGORY_OPTIONS = CASE_CATEGORIES.map((value) => ({ value, label: value }));

/** What a conflict shows of the other administrator's version of the case. */
const CONFLICT_FIELDS = [
  ["Title", "title"],
  ["Client", "clientName"],
  ["Category", "category"],
  ["Description", "description"],
  ["Tags", "tags"],
] as const;

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
  const [errors, setErrors] = useState<FieldErrors>({});
  // The version the editor opened on; live updates change `item`, not what we started from.
  const [startVersion, setStartVersion] = useState(item.version);
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const recordItem = `case:${item.id}`;
  useAnnounceEditing(recordItem, open && !draft);
  const saving = useAdminAction<{ slug: string }>("/api/cases", {
    onSuccess: (result) => {
      toast({ title: CASE_MESSAGES.saved });
      announceProjectChange();
      setConflict(null);
      if (!draft) setOpen(false);
      if (result.slug !== item.slug) navigate(`/case/${result.slug}`, { replace: true });
    },
    onError: (result) => {
      setErrors(result.fieldErrors ?? {});
      if (result.conflict) setConflict(result.conflict as RecordConflict);
      else toast({ title: CASE_MESSAGES.saveFailed, description: result.error, variant: "destructive" });
    },
  });
  const restoring = useAdminAction("/api/cases", {
    onSuccess: () => {
      setHistoryOpen(false);
      toast({ title: HISTORY_MESSAGES.restored });
      announceProjectChange();
    },
    onError: (result) => toast({ title: HISTORY_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });

  if (!open) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-primary/50 bg-primary/5 p-3">
        <AdminButton
          variant="primary"
          size="md"
          onClick={() => {
            setTags(item.tags);
            setStartVersion(item.version);
            setConflict(null);
            setOpen(true);
          }}
        >
          <PencilLine /> Edit case details
        </AdminButton>
        <AdminButton size="md" onClick={() => setHistoryOpen(true)}>
          <History /> History
        </AdminButton>
        <span className="text-sm text-muted-foreground">Title, client, category, texts, tags and link.</span>
        <OthersEditing item={recordItem} />
        <HistoryDialog
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          item={recordItem}
          title={item.title}
          kind="case"
          busy={restoring.busy}
          onRestore={(revision) => void restoring.submit({ intent: "restore", id: item.id, revision })}
        />
      </div>
    );
  }

  // `version`: the one the save is based on (theirs, when overwriting knowingly).
  const submit = (version: number) => {
    if (!formRef.current) return;
    const form = new FormData(formRef.current);
    const parsed = CaseFieldsSchema.safeParse(formValues(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    void saving.submit({ intent: "save", id: item.id, version: draft ? undefined : version }, form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(startVersion);
  };

  const cancel = () => {
    setTags(item.tags);
    setErrors({});
    setConflict(null);
    setOpen(false);
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={draft ? "New project" : "Edit case study"}
      className="mt-6 grid gap-5 rounded-3xl border-2 border-primary/60 bg-card p-5 shadow-xl sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-xl font-bold">
            {draft ? "New project" : "Edit case study"} {draft ? null : <OthersEditing item={recordItem} className="ml-2" />}
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
        <Select
          label="Category"
          name="category"
          defaultValue={item.category}
          options={CATEGORY_OPTIONS}
          error={errors.category}
        />
        <Input
          label="Address"
          name="slug"
          placeholder={draft ? "from the title" : item.slug}
          hint={draft ? "Leave empty to make it from the title." : `Now /case/${item.slug}. Leave empty to follow the title.`}
          error={errors.slug}
          maxLength={100}
        />
      </div>
      <Textarea label="Description" name="description" defaultValue={item.description} error={errors.description} rows={4} />
      <div className="grid gap-5 lg:grid-cols-3">
        <Textarea label="Challenge" name="challenge" defaultValue={item.challenge ?? ""} error={errors.challenge} rows={5} />
        <Textarea label="Solution" name="solution" defaultValue={item.solution ?? ""} error={errors.solution} rows={5} />
        <Textarea label="Results" name="results" defaultValue={item.results ?? ""} error={errors.results} rows={5} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TagsInput label="Tags" name="tags" tags={tags} onChange={setTags} error={errors.tags} />
        <Input
          label="External link"
          name="externalLink"
          type="url"
          inputMode="url"
          placeholder="https://"
          defaultValue={item.externalLink ?? ""}
          error={errors.externalLink}
          hint="Optional: the live project, shown as 'View Live Project'."
        />
      </div>
      {conflict ? (
        <RecordConflictPanel
          conflict={conflict}
          fields={CONFLICT_FIELDS}
          busy={saving.busy}
          onKeepTheirs={cancel}
          onOverwrite={() => submit(conflict.version)}
        />
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-border pt-5">
        <AdminButton type="submit" variant="primary" size="md" disabled={saving.busy}>
          <Check /> {saving.busy ? "Saving…" : draft ? "Save and publish" : "Save"}
        </AdminButton>
        {draft ? null : (
          <AdminButton size="md" onClick={cancel}>
            <X /> Cancel
          </AdminButton>
        )}
      </div>
    </form>
  );
}
