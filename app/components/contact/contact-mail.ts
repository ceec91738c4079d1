import { CONTACT_ERRORS } from "~/content/contact";

export type ContactValues = { name: string; email: string; company: string; message: string };
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** docs/product.md section 2: the message's subject starts so, and an empty company reads so. */
const SUBJECT = "New Contact Form Submission from ";
const NO_COMPANY = "Not provided";

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

/**
 * The contact form before the page's modules arrive (a slow phone's first seconds): this
 * inline script, placed right after the form, does what the form does once React runs it:
 * the same checks with the same messages (shown by the browser on the first field at fault,
 * since the form's markup is React's until it hydrates), the same message handed to the mail
 * program in the same window, then the fields cleared. Once React runs the form (`data-live`)
 * it steps aside. e2e/contact.spec.ts holds both to the same outcome.
 */
export const CONTACT_FORM_SCRIPT = `(function(f){if(!f||f.tagName!=='FORM')return;var M=${JSON.stringify(CONTACT_ERRORS)},E=new RegExp(${JSON.stringify(EMAIL.source)});f.addEventListener('input',function(e){if(e.target.setCustomValidity)e.target.setCustomValidity('')});f.addEventListener('submit',function(e){if(f.hasAttribute('data-live'))return;e.preventDefault();var v=function(n){return f.elements[n].value.trim()},bad=null;[['name',v('name')?'':M.nameRequired],['email',!v('email')?M.emailRequired:E.test(v('email'))?'':M.emailInvalid],['message',v('message')?'':M.messageRequired]].forEach(function(c){var el=f.elements[c[0]];el.setCustomValidity(c[1]);if(c[1]&&!bad)bad=el});if(bad){bad.focus();bad.reportValidity();return}var b=['Name: '+v('name'),'Email: '+v('email'),'Company: '+(v('company')||${JSON.stringify(NO_COMPANY)}),'','Message:',v('message')].join('\\n'),a=document.createElement('a');a.href='mailto:'+f.getAttribute('action').slice(7).trim()+'?subject='+encodeURIComponent(${JSON.stringify(SUBJECT)}+v('name'))+'&body='+encodeURIComponent(b);if(f.dataset.contactForm==='new-window'){a.target='_blank';a.rel='noopener noreferrer'}a.hidden=true;document.body.append(a);a.click();a.remove();f.reset()})})(document.currentScript&&document.currentScript.previousElementSibling)`;
