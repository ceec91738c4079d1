import { useEffect } from "react";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { toast } from "~/components/ui/toast";
import { provideUnschedule, UNSCHEDULE_MESSAGES } from "./unschedule-action";

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
    provideUnschedule((id) => void unscheduling.submit({ intent: "unschedule", id }));
    return () => provideUnschedule(null);
  });
  return null;
}
