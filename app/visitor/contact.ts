import { onElements } from "./dom";

/**
 * The contact form (app/components/contact/contact-form.tsx). Marking it live sets the early
 * script aside (contact-form-script.server.ts); the form's code (contact-form.ts) comes as the
 * visitor reaches for the form, so that a page whose form is not used never fetches it.
 */
const FORM = "form[data-contact-form]";
const load = () => import("./contact-form");

onElements(FORM, (form) => form.setAttribute("data-live", ""));

const formOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLFormElement>(FORM) : null);

document.addEventListener("focusin", (event) => formOf(event) && load());
document.addEventListener("submit", async (event) => {
  const form = formOf(event);
  if (!form) return;
  event.preventDefault();
  (await load()).submit(form);
});
document.addEventListener("input", async (event) => {
  const form = formOf(event);
  if (form) (await load()).corrected(form, event.target as Element);
});
