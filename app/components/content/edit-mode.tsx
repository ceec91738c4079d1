import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { ADMIN_SESSION_KEY, forgetAdminMirror } from "~/lib/admin-mirror";

/** What the browser knows of the signed-in administrator (from the root loader). */
export type AdminInfo = {
  id: string;
  name: string;
  email: string;
  loginTime: string;
  csrfToken: string;
};

type EditModeValue = {
  admin: AdminInfo | null;
  /** Edit mode on, for a signed-in administrator only. */
  editing: boolean;
  setEditing: (on: boolean) => void;
};

const EditModeContext = createContext<EditModeValue>({
  admin: null,
  editing: false,
  setEditing: () => {},
});

const EDIT_MODE_KEY = "admin_edit_mode";

/**
 * Holds the administrator and the edit-mode flag. The flag is remembered in localStorage and
 * follows other tabs through the `storage` event. `admin_session` in localStorage mirrors the
 * server session for display (docs/product.md section 3); it is never what grants a right.
 */
export function EditModeProvider({ admin, children }: { admin: AdminInfo | null; children: ReactNode }) {
  // Off as the server drew the page (only this browser knows the flag), then the browser's,
  // as a transition: React first hydrates the parts of the page still waiting in Suspense
  // boundaries (the footer, the home page's sections) as the server drew them, then draws
  // edit mode. An urgent update there would find them not hydrated yet, and drawn differently:
  // a hydration error, and those parts drawn again from scratch.
  const [flag, setFlag] = useState(false);
  useEffect(() => {
    const follow = () => startTransition(() => setFlag(readFlag()));
    follow();
    return subscribeToFlag(follow);
  }, []);

  useEffect(() => {
    try {
      if (admin) {
        localStorage.setItem(
          ADMIN_SESSION_KEY,
          JSON.stringify({
            admin_id: admin.id,
            admin_name: admin.name,
            admin_email: admin.email,
            loginTime: admin.loginTime,
          }),
        );
      } else {
        forgetAdminMirror();
      }
    } catch {
      // Storage unavailable (private mode): the mirror is only for display.
    }
  }, [admin]);

  const setEditing = useCallback((on: boolean) => {
    unstoredFlag = on;
    try {
      localStorage.setItem(EDIT_MODE_KEY, on ? "true" : "false");
    } catch {
      // Not remembered, still on for this tab.
    }
    for (const listener of flagListeners) listener();
  }, []);

  const value = useMemo(() => ({ admin, editing: Boolean(admin) && flag, setEditing }), [admin, flag, setEditing]);
  return <EditModeContext.Provider value={value}>{children}</EditModeContext.Provider>;
}

/** The flag where localStorage cannot hold it (private mode): this tab only. */
let unstoredFlag = false;
const flagListeners = new Set<() => void>();

/** This tab's changes, and other tabs' through the `storage` event. */
function subscribeToFlag(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === EDIT_MODE_KEY || event.key === null) listener();
  };
  flagListeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    flagListeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function readFlag() {
  try {
    return localStorage.getItem(EDIT_MODE_KEY) === "true";
  } catch {
    return unstoredFlag;
  }
}

export function useEditMode() {
  return useContext(EditModeContext);
}
