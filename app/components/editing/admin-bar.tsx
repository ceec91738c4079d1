import { useRef } from "react";
import { Form, Link } from "react-router";
import { LayoutDashboard, LogOut, PencilLine } from "~/components/ui/icons";
import { cn } from "~/lib/utils";
import { useEditMode } from "~/components/content/edit-mode";
import { DraftSync, useDraft } from "~/components/drafts/draft-context";
import { DraftTools } from "~/components/drafts/draft-tools";
import { PublisherProvider } from "~/components/drafts/publisher";
import { UnscheduleOffer } from "~/components/drafts/unschedule-offer";
import { useFocusClearOfBar } from "./focus-clear";
import { PageSettingsButton } from "./page-settings-button";
import { DeletedItemsRestorer } from "./undo-delete";
import { AdminActionResults } from "./use-admin-action";

/**
 * The administrator's floating bar: edit mode on/off, draft mode and the draft's review
 * (docs/decisions/024), the page's settings (in edit mode), the dashboard, sign-out. It also keeps
 * watch over the answers to the administrator's writes (see useAdminAction), and brings
 * deleted items back ('Undo').
 */
export default function AdminBar() {
  const { admin, editing, setEditing } = useEditMode();
  const { draftMode } = useDraft();
  const bar = useRef<HTMLDivElement>(null);
  useFocusClearOfBar(bar);
  if (!admin) return null;
  return (
    <PublisherProvider>
      <AdminActionResults />
      <UnscheduleOffer />
      <DraftSync />
      <DeletedItemsRestorer />
      <div
        ref={bar}
        role="region"
        aria-label="Administrator tools"
        data-draft-mode={draftMode ? "" : undefined}
        className={cn(
          "fixed z-[60] flex items-center gap-1 border bg-card/95 p-1.5 text-sm text-card-foreground shadow-2xl backdrop-blur",
          // A phone: one row across the bottom, scrolled sideways, that the page keeps clear of
          // (focus-clear.ts); wider: a floating bar in the corner.
          "inset-x-0 bottom-0 overflow-x-auto border-x-0 [&>*]:shrink-0 border-b-0 pb-[max(0.375rem,env(safe-area-inset-bottom))] whitespace-nowrap",
          "sm:inset-x-auto sm:bottom-5 sm:left-5 sm:max-w-[calc(100vw-2.5rem)] sm:flex-wrap sm:overflow-visible sm:rounded-[1.75rem] sm:border sm:pb-1.5",
          // Draft mode must be impossible to miss: the bar takes its amber.
          draftMode ? "border-amber-400 ring-2 ring-amber-400" : "border-border",
        )}
      >
        <button
          type="button"
          aria-pressed={editing}
          onClick={() => setEditing(!editing)}
          className={cn(
            "inline-flex items-center gap-2 rounded-full px-4 py-2 font-semibold transition",
            editing ? "bg-gradient-brand text-white" : "hover:bg-muted",
          )}
        >
          <PencilLine className="size-4" />
          {editing ? "Edit mode on" : "Edit mode off"}
        </button>
        <DraftTools />
        {editing ? <PageSettingsButton /> : null}
        <Link
          to="/admin"
          className="inline-flex items-center gap-2 rounded-full px-3 py-2 hover:bg-muted"
          title={`Signed in as ${admin.name}`}
        >
          <LayoutDashboard className="size-4" />
          <span className="sr-only sm:not-sr-only">Admin</span>
        </Link>
        <Form method="post" action="/logout">
          <input type="hidden" name="_csrf" value={admin.csrfToken} />
          <button type="submit" className="inline-flex items-center gap-2 rounded-full px-3 py-2 hover:bg-muted">
            <LogOut className="size-4" />
            <span className="sr-only sm:not-sr-only">Sign out</span>
          </button>
        </Form>
      </div>
    </PublisherProvider>
  );
}
