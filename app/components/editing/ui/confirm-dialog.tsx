import { AdminButton } from "./admin-button";
import { AdminDialog } from "./admin-dialog";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
};

/** 'Are you sure...?' in the site's own dialog, never the browser's. */
export function ConfirmDialog({ open, onOpenChange, title, message, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={title} description={message} narrow>
      <div className="flex justify-end gap-2">
        <AdminButton size="md" onClick={() => onOpenChange(false)}>
          Cancel
        </AdminButton>
        <AdminButton
          size="md"
          variant="danger"
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </AdminButton>
      </div>
    </AdminDialog>
  );
}
