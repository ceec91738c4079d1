import { Layers } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { cn } from "~/lib/utils";
import { useDraft } from "./draft-context";
import { DRAFT_MESSAGES } from "./messages";

/**
 * The 'Draft mode' switch of the administrator's bar (docs/decisions/024), off by default: a
 * flag of this session on the server, so the page reloads its data once it is set and shows
 * the draft (or the live site again). Amber while on, and it says so.
 */
export function DraftModeSwitch() {
  const { draftMode } = useDraft();
  const switching = useAdminAction<{ draftMode: boolean }>("/api/drafts", {
    onSuccess: (result) => toast({ title: result.draftMode ? DRAFT_MESSAGES.modeOnNotice : DRAFT_MESSAGES.modeOffNotice }),
    onError: (result) => toast({ title: DRAFT_MESSAGES.modeFailed, description: result.error, variant: "destructive" }),
  });
  return (
    <button
      type="button"
      aria-pressed={draftMode}
      disabled={switching.busy}
      onClick={() => void switching.submit({ intent: "mode", on: draftMode ? "off" : "on" })}
      className={cn(
        "inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold transition disabled:opacity-70",
        draftMode ? "bg-amber-400 text-amber-950 hover:bg-amber-300" : "hover:bg-muted",
      )}
    >
      <Layers className="size-4" />
      {draftMode ? DRAFT_MESSAGES.modeOn : DRAFT_MESSAGES.modeOff}
    </button>
  );
}
