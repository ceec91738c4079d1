import { useEffect } from "react";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { toast } from "~/components/ui/toast";

export const UNSCHEDULE_MESSAGES = {
  action: "Unschedule",
  done: "Unscheduled: the changes stay in the draft. Edit them again now.",
  failed: "Could not unschedule.",
} as const;

/** Takes a scheduled publish back; set while `UnscheduleOffer` is mounted (the admin bar keeps it). */
let unscheduleNow: ((id: string) => void) | null = null;

/**
 * The means behind the 'Unschedule' of a refusal's notice (an edit of a scheduled change):
 * mounted with the admin bar's answers, so that the notice's button works after the
 * control that asked is gone.
 */
export function UnscheduleOffer() {
  const unscheduling = useAdminAction("/api/schedules", {
    onSuccess: () => toast({ title: UNSCHEDULE_MESSAGES.done }),
    onError: (result) => toast({ title: UNSCHEDULE_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  useEffect(() => {
    unscheduleNow = (id) => void unscheduling.submit({ intent: "unschedule", id });
    return () => {
      unscheduleNow = null;
    };
  });
  return null;
}

/** The notice's action that unschedules the scheduled publish `id`. */
export function unscheduleAction(id: string) {
  return { label: UNSCHEDULE_MESSAGES.action, onClick: () => unscheduleNow?.(id) };
}
