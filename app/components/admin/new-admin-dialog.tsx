import { useEffect, useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { useFetcher } from "react-router";
import { X } from "~/components/ui/icons";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { AUTH_MESSAGES } from "~/auth/messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/auth/password-policy";
import type { FieldErrors } from "~/auth/schemas";
import { Field, FormAlert } from "./field";

export type NewAdminResult = { ok: true; name: string } | { ok: false; fieldErrors?: FieldErrors; error?: string };

type NewAdminDialogProps = {
  action: string;
  csrfToken?: string;
  /** A new site's first administrator: the setup code printed in the site's log (docs/decisions/019). */
  askSetupCode?: boolean;
  trigger: React.ReactNode;
};

/** docs/product.md section 2: the 'Create New Administrator' dialog (name, email, password of 12+ characters). */
export function NewAdminDialog({ action, csrfToken, askSetupCode = false, trigger }: NewAdminDialogProps) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<NewAdminResult>();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      toast({ title: AUTH_MESSAGES.adminCreatedTitle, description: AUTH_MESSAGES.adminCreated(result.name) });
      // The server's answer closes the dialog, with its notice: an effect of the answer arriving.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setOpen(false);
    }
    // A refusal shows inside the dialog (an alert), where the focus is.
  }, [result]);

  const errors = result && !result.ok ? result.fieldErrors : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl border border-border bg-card p-6 text-card-foreground shadow-2xl sm:p-8">
          <div className="mb-6 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-bold">Create New Administrator</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted-foreground">
                {askSetupCode
                  ? "This site has no administrator yet. The setup code is in the log the site printed when it started (npm run admin -- setup-code shows it again)."
                  : "The new administrator signs in with this email and password."}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-full p-2 hover:bg-muted" aria-label="Close">
              <X className="size-4" />
            </Dialog.Close>
          </div>
          <fetcher.Form method="post" action={action} className="grid gap-4" noValidate>
            <input type="hidden" name="intent" value="create-admin" />
            {csrfToken ? <input type="hidden" name="_csrf" value={csrfToken} /> : null}
            <Field label="Name" name="name" autoComplete="name" required error={errors?.name} />
            <Field label="Email" name="email" type="email" autoComplete="off" required error={errors?.email} />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={MIN_PASSWORD_LENGTH}
              maxLength={MAX_PASSWORD_LENGTH}
              error={errors?.password}
            />
            {askSetupCode ? (
              <Field label="Setup code" name="setupCode" autoComplete="off" spellCheck={false} required error={errors?.setupCode} />
            ) : null}
            {/* A refusal that is no field's: shown once, not beside a field and again here. */}
            {result && !result.ok && result.error && !errors ? <FormAlert message={result.error} /> : null}
            <Button type="submit" disabled={fetcher.state !== "idle"} className="mt-2">
              {fetcher.state !== "idle" ? "Creating…" : "Create Administrator"}
            </Button>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
