import { useState } from "react";
import { toast } from "~/components/ui/toast";
import { HISTORY_MESSAGES, type HistoryDialogProps } from "./history-dialog";
import { recordItem, type RecordKind } from "./record-kinds";
import { toastDeleted } from "./undo-delete";
import { useAdminAction } from "./use-admin-action";

/** What the controls on a list of records share, for one kind: History, delete, reorder. */

const failed = (title: string) => (result: { error: string }) => toast({ title, description: result.error, variant: "destructive" });

/**
 * 'History' of one record at a time: `show(id, title)` opens the dialog, whose props are
 * `dialog`; restoring a version (where the kind can) closes it.
 */
export function useRecordHistory(kind: RecordKind) {
  const [open, setOpen] = useState(false);
  // Kept after closing, so the dialog keeps its title while it goes.
  const [shown, setShown] = useState({ id: "", title: "" });
  const restoring = useAdminAction(kind.restoreAction ?? kind.action, {
    onSuccess: () => {
      setOpen(false);
      toast({ title: HISTORY_MESSAGES.restored });
      kind.afterChange?.();
    },
    onError: failed(HISTORY_MESSAGES.failed),
  });
  const dialog: HistoryDialogProps = {
    open,
    onOpenChange: setOpen,
    item: recordItem(kind, shown.id),
    title: shown.title,
    kind: kind.item,
    busy: restoring.busy,
    onRestore: kind.restoreAction ? (revision) => void restoring.submit({ intent: "restore", id: shown.id, revision }) : undefined,
  };
  return {
    show: (id: string, title: string) => {
      setShown({ id, title });
      setOpen(true);
    },
    dialog,
  };
}

/** Deletes a record at once; the notice offers 'Undo' (undo-delete.tsx). */
export function useRecordDelete(kind: RecordKind) {
  const deleting = useAdminAction<{ undo?: string }>(kind.action, {
    onSuccess: (result) => {
      toastDeleted(kind.deleted, result);
      kind.afterChange?.();
    },
    onError: failed(kind.deleteFailed),
  });
  return { busy: deleting.busy, remove: (id: string) => void deleting.submit({ intent: "delete", id }) };
}

/** What a SortableList of the kind's records needs to save a new order. */
export function useRecordReorder(kind: RecordKind) {
  const ordering = useAdminAction(kind.action, {
    onSuccess: () => kind.reordered && toast({ title: kind.reordered }),
    onError: failed(kind.reorderFailed ?? ""),
  });
  return {
    getId: (record: { id: string }) => record.id,
    onReorder: (ids: string[]) => void ordering.submit({ intent: "reorder", ids }),
    disabled: ordering.busy,
  };
}
