/** Shown under a field the visitor must fix (contact form, docs/product.md section 5; here, not with the page texts, so that the visitor's module carries no slots). */
export const CONTACT_ERRORS = {
  nameRequired: "Please enter your full name.",
  emailRequired: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  messageRequired: "Please enter a message.",
} as const;

export type ContactValues = { name: string; email: string; company: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product.md section 2: the message's subject starts so, and an empty company reads so. */
export const SUBJECT = "New Contact Form Submission from ";
export const NO_COMPANY = "Not provided";

/** docs/product.md section 5: name, email (email format) and message required; company optional. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_ERRORS.nameRequired;
  if (!values.email.trim()) errors.email = CONTACT_ERRORS.emailRequired;
  else if (!EMAIL.test(values.email.trim())) errors.email = CONTACT_ERRORS.emailInvalid;
  if (!values.message.trim()) errors.message = CONTACT_ERRORS.messageRequired;
  return errors;
}

/**
 * The prefilled message to the agency (docs/product.md section 2): subject 'New Contact Form
 * Submission from {name}', body with name, email, company (or 'Not provided') and message.
 */
export function contactMailto(to: string, values: ContactValues): string {
  const name = values.name.trim();
  const subject = `${SUBJECT}${name}`;
  const body = [
    `Name: ${name}`,
    `Email: ${values.email.trim()}`,
    `Company: ${values.company.trim() || NO_COMPANY}`,
    "",
    "Message:",
    values.message.trim(),
  ].join("\n");
  return `mailto:${to.trim()}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Hands the message to the visitor's mail program through a link click: in this window, or
 * in a new one (the /contact page). No request reaches our server.
 */
export function openMailto(url: string, target: "same-window" | "new-window") {
  const link = document.createElement("a");
  link.href = url;
  if (target === "new-window") {
    link.target = "_blank";
    link.rel = "noopener noreferrer";
  }
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
