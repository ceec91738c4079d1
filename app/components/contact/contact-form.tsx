import { useId, type ReactNode } from "react";
import { CircleAlert, CircleCheck, Send } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { buttonClasses } from "~/components/ui/button";
import { useSlot } from "~/content/content-context";
import { agency } from "~/content/agency";
import { contactForm } from "~/content/contact";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";
import type { ContactValues } from "~/lib/contact-mail";

/**
 * The contact form of the home page and the /contact page (docs/product.md section 2). A valid form
 * opens the visitor's mail program with a message to the agency, then clears itself; nothing
 * is sent to our server. `mailTarget` is the home page's same window or the contact page's
 * new window. The visitor's module runs it (app/visitor/contact-form.ts): it shows each
 * field's message (`aria-invalid`, its hidden message below) and the sent note. Before the
 * module arrives, CONTACT_FORM_SCRIPT (contact-form-script.server.ts) does the same; without
 * JavaScript the browser's own mailto form submission is the fallback.
 */
export function ContactForm({ mailTarget, className }: { mailTarget: "same-window" | "new-window"; className?: string }) {
  const id = useId();
  const agencyEmail = useSlot(agency.email);
  const placeholders = {
    name: useSlot(contactForm.namePlaceholder),
    email: useSlot(contactForm.emailPlaceholder),
    company: useSlot(contactForm.companyPlaceholder),
    message: useSlot(contactForm.messagePlaceholder),
  };

  const fieldProps = (field: keyof ContactValues) => ({
    id: `${id}-${field}`,
    name: field,
    className:
      "w-full rounded-2xl border border-border bg-background px-4 py-3.5 text-base text-foreground shadow-sm transition-colors duration-200 placeholder:text-muted-foreground/70 hover:border-primary/40 focus-visible:border-primary focus-visible:ring-4 focus-visible:ring-primary/15 focus-visible:outline-none aria-invalid:border-red-500 aria-invalid:hover:border-red-500 aria-invalid:focus-visible:border-red-500 aria-invalid:focus-visible:ring-red-500/15 dark:aria-invalid:border-red-400",
  });

  return (
    <form
      noValidate
      // Without JavaScript the browser hands the fields to the mail program itself.
      action={`mailto:${agencyEmail}`}
      method="post"
      encType="text/plain"
      data-contact-form={mailTarget}
      className={cn("grid gap-5 sm:grid-cols-2", className)}
    >
      <Field label={contactForm.nameLabel} htmlFor={`${id}-name`} errorId={`${id}-name-error`} required>
        <input type="text" autoComplete="name" required placeholder={placeholders.name} {...fieldProps("name")} />
      </Field>
      <Field label={contactForm.emailLabel} htmlFor={`${id}-email`} errorId={`${id}-email-error`} required>
        <input type="email" autoComplete="email" inputMode="email" required placeholder={placeholders.email} {...fieldProps("email")} />
      </Field>
      <Field
        label={contactForm.companyLabel}
        htmlFor={`${id}-company`}
        errorId={`${id}-company-error`}
        className="sm:col-span-2"
        hint={<ContentText slot={contactForm.optional} className="text-xs font-normal text-muted-foreground" />}
      >
        <input type="text" autoComplete="organization" placeholder={placeholders.company} {...fieldProps("company")} />
      </Field>
      <Field label={contactForm.messageLabel} htmlFor={`${id}-message`} errorId={`${id}-message-error`} className="sm:col-span-2" required>
        <textarea
          rows={5}
          required
          placeholder={placeholders.message}
          {...fieldProps("message")}
          className={cn(fieldProps("message").className, "min-h-36 resize-y")}
        />
      </Field>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        <button type="submit" className={buttonClasses({ variant: "gradient", size: "lg", className: "group w-full sm:w-auto" })}>
          <ContentText slot={contactForm.submit} />
          <Send aria-hidden="true" className="transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" />
        </button>
        <p role="status" className="text-sm text-muted-foreground">
          <span data-contact-sent="" hidden className="inline-flex items-start gap-2 text-emerald-700 dark:text-emerald-400">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <ContentText slot={contactForm.sent} />
          </span>
        </p>
      </div>
    </form>
  );
}

function Field({
  label,
  htmlFor,
  errorId,
  required,
  hint,
  className,
  children,
}: {
  label: Slot;
  htmlFor: string;
  errorId: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={htmlFor} className="text-sm font-semibold">
          <ContentText slot={label} />
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-primary">
              *
            </span>
          ) : null}
        </label>
        {hint}
      </div>
      {children}
      <p id={errorId} hidden className="flex items-center gap-1.5 text-sm font-medium text-red-600 dark:text-red-400">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        <span data-contact-error="" />
      </p>
    </div>
  );
}
