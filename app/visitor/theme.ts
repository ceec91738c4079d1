/**
 * The theme toggle: `html.dark` is the single source of truth (root.tsx sets it before the
 * first paint). A click switches and remembers it; while nothing is remembered the system's
 * preference is followed, and another tab's choice too. Every toggle's `aria-pressed` follows.
 */
import { THEME_KEY } from "~/lib/theme";
import { onElements } from "./dom";

const html = document.documentElement;
const system = matchMedia("(prefers-color-scheme: dark)");

function stored() {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null;
  }
}

const apply = (dark: boolean) => html.classList.toggle("dark", dark);
const follow = () => apply((stored() ?? (system.matches ? "dark" : "light")) === "dark");

const pressed = (toggle: Element) => toggle.setAttribute("aria-pressed", String(html.classList.contains("dark")));
const showPressed = () => document.querySelectorAll("[data-theme-toggle]").forEach(pressed);

document.addEventListener("click", (event) => {
  if (!(event.target as Element).closest?.("[data-theme-toggle]")) return;
  const theme = html.classList.contains("dark") ? "light" : "dark";
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode without storage: the switch still applies for this page.
  }
  apply(theme === "dark");
});
system.addEventListener("change", () => stored() || follow());
window.addEventListener("storage", (event) => (event.key === THEME_KEY || event.key === null) && follow());
new MutationObserver(showPressed).observe(html, { attributes: true, attributeFilter: ["class"] });
// Toggles start with the server's value (it cannot know the theme), new ones too.
onElements("[data-theme-toggle]", pressed);
