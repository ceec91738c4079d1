/** What a notification holds (toast.tsx shows them, toast-card.tsx draws one). */
export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself (default 5000). */
  duration?: number;
  /** One thing to do about it ('Undo'): the toast closes when it is clicked. */
  action?: { label: string; onClick: () => void };
};

export type ToastItem = ToastOptions & { id: number; open: boolean };
