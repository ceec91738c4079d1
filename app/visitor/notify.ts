import sprite from "~/components/ui/icons.svg?url";

/** How long a notice stays, as the app's toasts (app/components/ui/toast.tsx). */
const SHOWN_MS = 5000;
/** Its closing animation (shell.css), after which it goes. */
const CLOSING_MS = 300;

/**
 * Shows a notice in the shell's 'Notifications' region, drawn as the app's toasts draw theirs
 * (app/components/ui/toast-card.tsx), so that screen readers hear it from the same live region.
 * It closes by itself after 5 s, except while the pointer or the focus is on it.
 */
export function notify(title: string, description?: string, variant?: "destructive") {
  const list = document.querySelector("[data-toaster] ol[aria-live]");
  if (!list) return;
  const destructive = variant === "destructive";
  const item = document.createElement("li");
  item.setAttribute("role", destructive ? "alert" : "status");
  item.dataset.state = "open";
  item.className = `toast pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-10 shadow-xl shadow-black/10 backdrop-blur ${
    destructive ? "border-red-500/40 bg-red-700 text-white" : "border-border bg-card/95 text-card-foreground"
  }`;
  item.innerHTML = `<div class="grid gap-1"><p class="text-sm font-semibold"></p><p class="text-sm ${
    destructive ? "text-white/90" : "text-muted-foreground"
  }"></p></div><button type="button" aria-label="Close notification" class="absolute top-3 right-3 rounded-full p-1 opacity-70 transition hover:opacity-100 ${
    destructive ? "hover:bg-white/15" : "hover:bg-muted"
  }"><svg viewBox="0 0 24 24" aria-hidden="true" class="icon size-4"><use href="${sprite}#x"></use></svg></button>`;
  const [heading, more] = item.querySelectorAll("p");
  heading.textContent = title;
  if (description) more.textContent = description;
  else more.remove();

  let timer = 0;
  const close = () => {
    clearTimeout(timer);
    item.dataset.state = "closed";
    setTimeout(() => item.remove(), CLOSING_MS);
  };
  const wait = () => {
    clearTimeout(timer);
    if (item.dataset.state === "open") timer = window.setTimeout(close, SHOWN_MS);
  };
  const pause = () => clearTimeout(timer);
  item.addEventListener("pointerenter", pause);
  item.addEventListener("focusin", pause);
  item.addEventListener("pointerleave", wait);
  item.addEventListener("focusout", wait);
  item.querySelector("button")!.addEventListener("click", close);
  list.append(item);
  wait();
}
