import { useEffect } from "react";
import { toast } from "~/components/ui/toast";
import { useAdminAction } from "./use-admin-action";

export const UNDO_MESSAGES = {
  undo: "Undo",
  restored: "Brought back",
  failed: "Unable to bring it back.",
} as const;

/** A delete's notice offers 'Undo' this long (issue 8). */
export const UNDO_MS = 10_000;

// Set by `DeletedItemsRestorer`, which the admin bar keeps mounted: the control that deleted
// an item is usually gone with it by the time 'Undo' is clicked.
let restore: ((revision: string) => void) | null = null;

/** Where 'Undo' in a delete's notice brings the item back from. */
export function DeletedItemsRestorer() {
  const restoring = useAdminAction("/api/deleted", {
    onSuccess: () => toast({ title: UNDO_MESSAGES.restored }),
    onError: (result) => toast({ title: UNDO_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  const submit = restoring.submit;
  useEffect(() => {
    restore = (revision) => void submit({ intent: "restore", revision });
    return () => {
      restore = null;
    };
  });
  return null;
}

/** The notice of a delete, with 'Undo' for ten seconds when the answer says how. */
export function toastDeleted(title: string, result: { undo?: string }) {
  const { undo } = result;
  toast({
    title,
    duration: undo ? UNDO_MS : undefined,
    action: undo ? { label: UNDO_MESSAGES.undo, onClick: () => restore?.(undo) } : undefined,
  });
}
