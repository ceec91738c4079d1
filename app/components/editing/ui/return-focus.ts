import { useLayoutEffect, useRef } from "react";

/**
 * For a dialog opened by hand (no `Dialog.Trigger`): remembers what had the focus when it
 * opened and gives the focus back there when it closes, so that a keyboard user goes on from
 * where they were, unless that control is gone by then. Pass the result as AdminDialog's
 * `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
