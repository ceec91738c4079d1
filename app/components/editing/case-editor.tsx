import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Check, PencilLine, X } from "~/components/ui/icons";
import type { CaseView } from "~/components/case/case-view";
import { toast } from "~/components/ui/toast";
import { CASE_CATEGORIES } from "~/lib/case-rules";
import { CaseFieldsSchema } from "~/forms/case-study";
import { fieldErrors, formValues, type FieldErrors } from "~/forms/form-data";
import { announceProjectChange, CASE_MESSAGES } from "./messages";
import { AdminButton } from "./ui/admin-button";
import { Input, Select, Textarea } from "./ui/fields";
import { TagsInput } from "./ui/tags-input";
import { useAdminAction } from "./use-admin-action";

const CATEGORY_OPTIONS = CASE_CATEGORIES.map((value) => ({ value, label: value }));

/**
 * The case editor on /case/{slug} (SPEC.md sections 3 to 5): every field of the case in one
 * form, checked with the schema the server checks again. Saving publishes; a new title (or
 * a typed address) gives the case a new address, which the page moves to. On the virtual new
 * project it is open from the start, and saving creates the case.
 */
export default function CaseEditor({ item, draft }: { item: CaseView; draft: boolean }) {
  const [open, setOpen] = useState(draft);
  const [tags, setTags] = useState(item.tags);
  const [errors, setErrors] = useState<FieldErrors>({});
  const navigate = useNavigate();
  const saving = useAdminAction<{ slug: string }>("/api/cases", {
    onSuccess: (result) => {
      toast({ title: CASE_MESSAGES.saved });
      announceProjectChange();
      if (!draft) setOpen(false);
      if (result.slug !== item.slug) navigate(`/case/${result.slug}`, { replace: true });
    },
    onError: (result) => {
      setErrors(result.fieldErrors ?? {});
      toast({ title: CASE_MESSAGES.saveFailed, description: result.error, variant: "destructive" });
    },
  });

  if (!open) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-3 rounded-2xl border border-dashed border-primary/50 bg-primary/5 p-3">
        <AdminButton
          variant="primary"
          size="md"
          onClick={() => {
            setTags(item.tags);
            setOpen(true);
          }}
        >
          <PencilLine /> Edit case details
        </AdminButton>
        <span className="text-sm text-muted-foreground">Title, client, category, texts, tags and link.</span>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = CaseFieldsSchema.safeParse(formValues(form));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    void saving.submit({ intent: "save", id: item.id }, form);
  };

  const cancel = () => {
    setTags(item.tags);
    setErrors({});
    setOpen(false);
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={draft ? "New project" : "Edit case study"}
      className="mt-6 grid gap-5 rounded-3xl border-2 border-primary/60 bg-card p-5 shadow-xl sm:p-7"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-display text-xl font-bold">{draft ? "New project" : "Edit case study"}</h2>
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
