import { useState, type FormEvent } from "react";
import { toast } from "~/components/ui/toast";
import { fieldErrors, formValues, type FieldErrors, type RecordConflict } from "~/forms/form-data";
import { useAnnounceEditing } from "./presence";
import { recordItem, type EditableRecordKind } from "./record-kinds";
import { useAdminAction, type Fields } from "./use-admin-action";

type RecordEditorOptions<T extends object> = {
  /** The record as the page shows it now; none (or `isNew`): a record still to be saved. */
  record: { id: string; version?: number } | null;
  isNew?: boolean;
  /** Whether the editor is open: meanwhile the other administrators see '<name> is editing'. */
  open?: boolean;
  /** What the save posts besides the form's own fields, for the version it is based on. */
  saveFields: (version: number | undefined) => Fields;
  /** Adds to the form what its inputs do not hold (a chosen file), before it is checked. */
  complete?: (form: FormData) => void;
  onSaved: (result: { ok: true } & T) => void;
};

/**
 * The state every record editor shares (docs/product.md section 4): a save names the version
 * the editor opened on, and when someone else saved the record since, the conflict shows
 * their version until the administrator keeps it or overwrites it with `conflict.version`.
 * The form is checked with the kind's schema before it goes, and the server's field errors
 * come back beside the fields (`errors.form`: a refusal of no field).
 */
export function useRecordEditor<T extends object = object>(kind: EditableRecordKind, options: RecordEditorOptions<T>) {
  const { record, isNew = !record, open = true } = options;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState<RecordConflict | null>(null);
  // Live updates change `record`, not the version the editor started from.
  const [startVersion, setStartVersion] = useState(record?.version);
  const item = recordItem(kind, record?.id);
  useAnnounceEditing(item, open && !isNew);

  const saving = useAdminAction<T>(kind.action, {
    onSuccess: (result) => {
      toast(kind.saved(isNew, result));
      kind.afterChange?.();
      setConflict(null);
      options.onSaved(result);
    },
    onError: (result) => {
      if (result.conflict) {
        setConflict(result.conflict as RecordConflict);
        return;
      }
      setErrors({ ...result.fieldErrors, form: result.fieldErrors ? undefined : result.error });
      toast({ ...kind.saveFailed(isNew, result.error), variant: "destructive" });
    },
  });

  const submit = (version: number | undefined, element: HTMLFormElement | null) => {
    if (!element) return;
    const form = new FormData(element);
    options.complete?.(form);
    const parsed = kind.schema.safeParse(formValues(form));
    setErrors(parsed.success ? {} : fieldErrors(parsed.error));
    if (parsed.success) void saving.submit(options.saveFields(version), form);
  };

  return {
    kind,
    /** How revisions and presence name the record. */
    item,
    errors,
    conflict,
    busy: saving.busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      submit(startVersion, event.currentTarget);
    },
    /** Saves the form `element` based on `version` (theirs, when overwriting them knowingly). */
    submit,
    /** Starts again from the record as the page shows it now (an editor that stays mounted). */
    reset: () => {
      setStartVersion(record?.version);
      setConflict(null);
      setErrors({});
    },
  };
}

export type RecordEditor = ReturnType<typeof useRecordEditor>;
