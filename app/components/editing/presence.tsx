import { useEffect, useSyncExternalStore } from "react";
import { useEditMode } from "~/components/content/edit-mode";
import { cn } from "~/lib/utils";

/** An open editor says so this often; another administrator's badge goes after twice that. */
export const PRESENCE_BEAT_MS = 15_000;
const PRESENCE_TTL_MS = 2 * PRESENCE_BEAT_MS + 5_000;

type Presence = { item: string; adminId: string; name: string; editing: boolean };

/** Who else is editing which item, with when we last heard it (from the event stream). */
const editors = new Map<string, Map<string, { name: string; at: number }>>();
const listeners = new Set<() => void>();
let version = 0;
const changed = () => {
  // A closed tab says nothing: its badge goes once its beats have stopped for the TTL.
  const now = Date.now();
  for (const byAdmin of editors.values()) {
    for (const [adminId, { at }] of byAdmin) if (now - at >= PRESENCE_TTL_MS) byAdmin.delete(adminId);
  }
  version++;
  for (const listener of listeners) listener();
};

function heard({ item, adminId, name, editing }: Presence) {
  const byAdmin = editors.get(item) ?? new Map<string, { name: string; at: number }>();
  if (editing) byAdmin.set(adminId, { name, at: Date.now() });
  else byAdmin.delete(adminId);
  editors.set(item, byAdmin);
  changed();
}

let listening = false;
function subscribe(listener: () => void) {
  if (!listening && typeof window !== "undefined") {
    listening = true;
    // Passed on by the page's event stream (app/realtime/use-live-updates.ts).
    window.addEventListener("live-presence", (event) => heard((event as CustomEvent<Presence>).detail));
    // What the stream said before these tools loaded (it says it once, on connecting) is
    // asked for once, now that they listen.
    void fetch("/api/presence")
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ presence: Presence[] }>) : { presence: [] }))
      .then(({ presence }) => presence.forEach(heard))
      .catch(() => {});
    // A closed tab says nothing: its badge goes once its beats stop.
    setInterval(changed, PRESENCE_BEAT_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The names of the other administrators editing `item` now. */
export function useOthersEditing(item: string): string[] {
  const { admin } = useEditMode();
  useSyncExternalStore(
    subscribe,
    () => version,
    () => 0,
  );
  return [...(editors.get(item) ?? new Map()).entries()].filter(([adminId]) => adminId !== admin?.id).map(([, { name }]) => name);
}

/**
 * While `active`, tells the other administrators that we are editing `item`. A plain POST
 * (with the session's CSRF token), not a fetcher: it changes no data, so no page reloads.
 */
export function useAnnounceEditing(item: string, active: boolean) {
  const { admin } = useEditMode();
  const csrf = admin?.csrfToken ?? "";
  useEffect(() => {
    if (!active || !csrf) return;
    const send = (intent: "editing" | "done") =>
      void fetch("/api/presence", {
        method: "POST",
        headers: { "X-CSRF-Token": csrf },
        body: new URLSearchParams({ intent, item }),
        keepalive: true,
      }).catch(() => {});
    send("editing");
    const beat = setInterval(() => send("editing"), PRESENCE_BEAT_MS);
    return () => {
      clearInterval(beat);
      send("done");
    };
  }, [item, active, csrf]);
}

/** '<name> is editing': shown on an item while other administrators have its editor open. */
export function OthersEditing({ item, className }: { item: string; className?: string }) {
  const others = useOthersEditing(item);
  if (others.length === 0) return null;
  return (
    <span
      data-testid="others-editing"
      className={cn(
        "inline-flex items-center rounded-full bg-amber-500 px-2 py-0.5 align-middle font-sans text-xs font-semibold tracking-normal text-white normal-case",
        className,
      )}
    >
      {`${others.join(", ")} ${others.length > 1 ? "are" : "is"} editing`}
    </span>
  );
}
