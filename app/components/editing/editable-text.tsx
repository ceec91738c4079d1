import { useEffect, useRef, useState, type ElementType, type KeyboardEvent, type MouseEvent } from "react";
import { RichText } from "~/components/content/rich-text";
import type { Conflict } from "~/forms/form-data";
import { Check, History, Pencil, X } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";
import { DraftMarker } from "~/components/drafts/draft-marker";
import { ConflictNotice } from "./conflict-notice";
import { HistoryDialog, useSlotRestore } from "./history-dialog";
import { OthersEditing, useAnnounceEditing } from "./presence";
import { AdminButton } from "./ui/admin-button";
import { useAdminAction } from "./use-admin-action";
import { RichTextEditor } from "./rich-text-editor";

export const TEXT_MESSAGES = {
  saved: "Content updated successfully!",
  failed: "Unable to save content.",
} as const;

type EditableTextProps = {
  slot: Slot;
  value: string;
  as?: ElementType;
  className?: string;
} & Record<string, unknown>;

/**
 * In-place editing of a text slot: view, then edit, then save (upsert) or cancel (restore
 * the last saved value). Text and title: Enter saves, Escape cancels; description:
 * Ctrl+Enter (or Cmd+Enter) saves, Enter makes a new line.
 */
export default function EditableText({ slot, value, as, className, ...props }: EditableTextProps) {
  const Tag = (as ?? "span") as ElementType;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saved, setSaved] = useState(value);
  // Someone else saved this text after we started: shown in the editor until resolved.
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const saving = useAdminAction("/api/content", {
    onSuccess: () => {
      setSaved(draft);
      setConflict(null);
      setEditing(false);
      toast({ title: TEXT_MESSAGES.saved });
    },
    onError: (result) => {
      // A text's conflict carries the text now stored.
      if (result.conflict) setConflict(result.conflict as Conflict);
      else toast({ title: TEXT_MESSAGES.failed, description: result.error, variant: "destructive" });
    },
  });
  const [historyOpen, setHistoryOpen] = useState(false);
  const restoring = useSlotRestore(() => {
    setHistoryOpen(false);
    setEditing(false);
  });
  const fieldRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const multiline = slot.type === "description";
  const item = `slot:${slot.section}/${slot.key}`;
  useAnnounceEditing(item, editing);
  const editingBadge = <OthersEditing item={item} className="ml-2" />;

  // A newer stored value (another tab, a revalidation) replaces ours when we are not editing:
  // set while rendering it, so the old text is never drawn with the new value.
  const [shownValue, setShownValue] = useState(value);
  if (!editing && shownValue !== value) {
    setShownValue(value);
    setSaved(value);
    setDraft(value);
  }

  useEffect(() => {
    if (editing) {
      fieldRef.current?.focus();
      fieldRef.current?.select();
    }
  }, [editing]);

  const start = (event: { preventDefault(): void; stopPropagation(): void }) => {
    event.preventDefault();
    event.stopPropagation();
    setDraft(saved);
    setEditing(true);
  };

  const cancel = () => {
    setDraft(saved);
    setConflict(null);
    setEditing(false);
  };

  // `base`: the value we started from; the server refuses the save if that is no longer stored.
  const save = (base: string | undefined = saved) => {
    if (saving.busy) return;
    const { key, section, type } = slot;
    void saving.submit({ intent: "save", values: JSON.stringify([{ key, section, type, value: draft, base }]) });
  };

  const keepTheirs = (theirs: Conflict) => {
    setSaved(theirs.value ?? saved);
    setDraft(theirs.value ?? saved);
    setConflict(null);
    setEditing(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === "Escape") {
      event.preventDefault();
      cancel();
    } else if (event.key === "Enter" && (!multiline || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  // Clicks inside the editor must not follow a link or press a button the text sits in.
  const swallow = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
  };

  if (editing) {
    const fieldClass =
      "w-full min-w-[12ch] rounded-lg border-2 border-primary bg-background/95 px-2 py-1 text-inherit text-foreground shadow-lg outline-none [font:inherit] [letter-spacing:inherit]";
    return (
      <Tag className={cn(className, "relative")} {...props} data-editing="">
        {/* Clicks in the field must not follow a link the text sits in; the field is the control. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <span className="block" onClick={swallow}>
          {editingBadge}
          {multiline ? (
            // A description is a formatted text (docs/decisions/025-rich-text.md).
            <RichTextEditor
              focusOnOpen
              label={`Edit ${slot.key.replace(/_/g, " ")}`}
              value={draft}
              onChange={setDraft}
              onSave={() => save()}
              onCancel={cancel}
            />
          ) : (
            <input
              ref={fieldRef}
              aria-label={`Edit ${slot.key.replace(/_/g, " ")}`}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              className={fieldClass}
            />
          )}
          {conflict ? (
            <ConflictNotice
              inline
              conflict={conflict}
              busy={saving.busy}
              onKeepTheirs={() => keepTheirs(conflict)}
              onOverwrite={() => save(conflict.value ?? undefined)}
              className="mt-2 rounded-xl p-3 font-sans font-normal tracking-normal normal-case"
            >
              <span className="mt-1 block whitespace-pre-line">
                Their version: “<RichText value={conflict.value} links={false} />”
              </span>
            </ConflictNotice>
          ) : null}
          <span className="mt-2 flex flex-wrap items-center gap-2 font-sans text-xs font-normal tracking-normal normal-case">
            <AdminButton variant="primary" onClick={() => save()} disabled={saving.busy}>
              <Check /> {saving.busy ? "Saving…" : "Save"}
            </AdminButton>
            <AdminButton onClick={cancel}>
              <X /> Cancel
            </AdminButton>
            <AdminButton onClick={() => setHistoryOpen(true)}>
              <History /> History
            </AdminButton>
            <span className="text-muted-foreground">
              {multiline ? "Ctrl+Enter to save, Esc to cancel" : "Enter to save, Esc to cancel"}
            </span>
          </span>
        </span>
        <HistoryDialog
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          item={item}
          title={slot.key.replace(/_/g, " ")}
          kind="text"
          busy={restoring.busy}
          onRestore={(revision) => {
            const { key, section, type } = slot;
            void restoring.submit({ intent: "restore", key, section, type, revision });
          }}
        />
      </Tag>
    );
  }

  return (
    <Tag
      className={cn(
        className,
        "relative rounded-md outline-2 outline-offset-4 outline-primary/40 outline-dashed transition hover:outline-primary",
      )}
      {...props}
      data-editable=""
    >
      {multiline ? <RichText value={saved} /> : saved}
      {/* A span, not a button: the text may itself sit inside a link or a button. */}
      <span
        role="button"
        tabIndex={0}
        onClick={start}
        onKeyDown={(event) => {
          if (event.key === "Enter" || event.key === " ") start(event);
        }}
        aria-label={`Edit ${slot.key.replace(/_/g, " ")}`}
        className="ml-2 inline-flex size-7 translate-y-[-0.1em] cursor-pointer items-center justify-center rounded-full bg-primary align-middle text-primary-foreground shadow-md transition hover:scale-110"
      >
        <Pencil className="size-3.5" />
      </span>
      <DraftMarker places={[item]} />
      {editingBadge}
    </Tag>
  );
}
