import type { ReactNode } from "react";
import { X } from "~/components/ui/icons";
import { Dialog } from "~/components/ui/dialog";
import { cn } from "~/lib/utils";
import { useReturnFocus } from "./return-focus";

type AdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** A short question needs less width than a form... */
  narrow?: boolean;
  /** ...and previews of a page (a search result is 600 px wide) more. */
  wide?: boolean;
  /**
   * Where the focus goes once it closes (call `event.preventDefault()` and focus it). By
   * default, back to what had it when the dialog opened (Radix gives it back to a
   * `Dialog.Trigger` only, and these dialogs are opened by hand), Escape included.
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/** The administrators' dialog: the site's own modal (focus kept inside, Escape closes, focus given back). */
export function AdminDialog({ open, onOpenChange, title, description, children, narrow, wide, onCloseAutoFocus }: AdminDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[120] bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          // Without a description there is nothing to point to (Radix asks to say so).
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={onCloseAutoFocus ?? returnFocus}
          className={cn(
            "fixed top-1/2 left-1/2 z-[121] max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-2xl sm:p-8",
            narrow ? "max-w-md" : wide ? "max-w-2xl" : "max-w-lg",
          )}
        >
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-bold">{title}</Dialog.Title>
              {description ? <Dialog.Description className="mt-1 text-sm text-muted-foreground">{description}</Dialog.Description> : null}
            </div>
            <Dialog.Close className="cursor-pointer rounded-full p-2 hover:bg-muted" aria-label="Close">
              <X className="size-4" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
