import type { MouseEvent, ReactNode } from "react";
import { toast } from "~/components/ui/toast";
import type { Conflict, RecordConflict } from "~/forms/form-data";
import { cn } from "~/lib/utils";
import { HISTORY_MESSAGES } from "./history-dialog";
import { AdminButton } from "./ui/admin-button";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Who changed it, and when: the notice's first line, and what the notifications say of it. */
export function conflictSentence(conflict: Conflict | RecordConflict) {
  return `${conflict.by} changed this${conflict.at ? ` on ${when.format(new Date(conflict.at))}` : ""} while you were editing.`;
}

type ConflictNoticeProps = {
  conflict: Conflict | RecordConflict;
  /** Their version, as the editor shows it. */
  children: ReactNode;
  busy: boolean;
  onKeepTheirs: () => void;
  onOverwrite: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Inside a text (a heading, a paragraph): spans only. */
  inline?: boolean;
  className?: string;
};

/**
 * A save refused because someone else saved the same text or record after the editor opened:
 * who, when, what they saved, and the two ways out. Nothing is overwritten without this choice.
 */
export function ConflictNotice({ conflict, children, busy, onKeepTheirs, onOverwrite, inline, className }: ConflictNoticeProps) {
  const Box = inline ? "span" : "div";
  return (
    <Box
      role="alert"
      data-testid="edit-conflict"
      className={cn("block border border-amber-500/60 bg-amber-50 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50", className)}
    >
      <strong className="block">{conflictSentence(conflict)}</strong>
      {children}
      <Box className="mt-3 flex flex-wrap gap-2">
        <AdminButton
          onClick={() => {
            toast({ title: HISTORY_MESSAGES.keptTheirs });
            onKeepTheirs();
          }}
        >
          Keep theirs
        </AdminButton>
        <AdminButton variant="primary" disabled={busy} onClick={onOverwrite}>
          Overwrite with mine
        </AdminButton>
      </Box>
    </Box>
  );
}
