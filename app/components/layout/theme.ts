import { useSyncExternalStore } from "react";

/** localStorage key of the visitor's choice ('dark' or 'light'); nothing stored = system. */
export const THEME_KEY = "theme";
export type Theme = "dark" | "light";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function readStored(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

/** The theme in force: the stored choice, else the system preference. */
export function resolveTheme(): Theme {
  return readStored() ?? (matchMedia(DARK_QUERY).matches ? "dark" : "light");
}

function apply(theme: Theme) {
  document.documentElement.classList.toggle("dark", theme === "dark");
}

/** Switches and remembers the theme. */
export function setTheme(theme: Theme) {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode without storage: the switch still applies for this page.
  }
  apply(theme);
}

/**
 * The class on <html> is the single source of truth (root.tsx sets it before the first
 * paint); this follows it, the system preference while nothing is stored, and other tabs.
 */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  const media = matchMedia(DARK_QUERY);
  const onSystem = () => {
    if (!readStored()) apply(resolveTheme());
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEY || event.key === null) apply(resolveTheme());
  };
  media.addEventListener("change", onSystem);
  window.addEventListener("storage", onStorage);
  return () => {
    observer.disconnect();
    media.removeEventListener("change", onSystem);
    window.removeEventListener("storage", onStorage);
  };
}

const isDark = () => document.documentElement.classList.contains("dark");

/** Whether the page is dark now; false during server rendering and hydration. */
export function useIsDark() {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
