import { contactMailto, openMailto, validateContact, type ContactValues } from "~/lib/contact-mail";

/**
 * The contact form's work (contact.ts loads it): the same checks as the early script, with
 * each field's message shown below it; a valid form goes to the mail program, is cleared, and
 * says it was sent.
 */
const FIELDS = ["name", "email", "company", "message"] as const;

const read = (form: HTMLFormElement): ContactValues => {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "");
  return { name: value("name"), email: value("email"), company: value("company"), message: value("message") };
};

/** Shows `message` under `field` (or takes its message away). */
const mark = (form: HTMLFormElement, field: string, message?: string) => {
  const input = form.elements.namedItem(field) as HTMLElement | null;
  const note = input && document.getElementById(`${input.id}-error`);
  if (!input || !note) return;
  if (message) {
    input.setAttribute("aria-invalid", "true");
    input.setAttribute("aria-describedby", note.id);
  } else {
    input.removeAttribute("aria-invalid");
    input.removeAttribute("aria-describedby");
  }
  note.querySelector("[data-contact-error]")!.textContent = message ?? "";
  note.hidden = !message;
};

const sent = (form: HTMLFormElement, shown: boolean) => {
  const note = form.querySelector<HTMLElement>("[data-contact-sent]");
  if (note) note.hidden = !shown;
};

/** Checks `form` and, valid, hands its message to the mail program, clears it and says so. */
export function submit(form: HTMLFormElement) {
  const values = read(form);
  const errors = validateContact(values);
  for (const field of FIELDS) mark(form, field, errors[field]);
  const firstInvalid = FIELDS.find((field) => errors[field]);
  if (firstInvalid) {
    sent(form, false);
    (form.elements.namedItem(firstInvalid) as HTMLElement).focus();
    return;
  }
  const to = form.getAttribute("action")!.slice("mailto:".length);
  openMailto(contactMailto(to, values), form.dataset.contactForm as "same-window" | "new-window");
  form.reset();
  sent(form, true);
}

/** Once a field shows a message, it follows the visitor's corrections. */
export function corrected(form: HTMLFormElement, field: Element) {
  sent(form, false);
  const name = field.getAttribute("name") as keyof ContactValues;
  if (field.hasAttribute("aria-invalid")) mark(form, name, validateContact(read(form))[name]);
}
