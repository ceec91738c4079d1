import { useState } from "react";
import { Form } from "react-router";
import { ACCOUNT_MESSAGES } from "~/auth/messages";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/auth/password-policy";
import { AdminDialog } from "~/components/editing/ui/admin-dialog";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { Button } from "~/components/ui/button";
import { LogOut, Users } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { ADMINISTRATORS_ACTION } from "./administrators-list";
import { AccountCard } from "./account-card";
import { Field, FormAlert } from "./field";
import { TwoStepSettings, type TwoStepStatus } from "./two-step-settings";

/** The signed-in administrator's own account: password, two-step sign-in, and every session. */
export function YourAccount({ csrfToken, twoStep }: { csrfToken: string; twoStep: TwoStepStatus | null }) {
  return (
    <section aria-labelledby="account-heading" className="mt-14">
      <h2 id="account-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
        <Users className="size-5 text-primary" /> Your account
      </h2>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <AccountCard title="Password" text="Change it whenever you like: your other sessions are signed out.">
          <ChangePassword />
        </AccountCard>
        <TwoStepSettings status={twoStep} />
        <AccountCard title="Sessions" text="Signed in on a device you no longer have? End every session of yours, this one included.">
          <Form method="post" action="/logout">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <input type="hidden" name="intent" value="everywhere" />
            <Button variant="outline" size="sm" type="submit">
              <LogOut /> Sign out everywhere
            </Button>
          </Form>
        </AccountCard>
      </div>
    </section>
  );
}

function ChangePassword() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const changing = useAdminAction(ADMINISTRATORS_ACTION, {
    onSuccess: () => {
      toast({ title: ACCOUNT_MESSAGES.passwordChanged, description: ACCOUNT_MESSAGES.passwordChangedDetail });
      setOpen(false);
    },
    onError: (result) => setError(result.fieldErrors ? undefined : result.error),
  });
  const errors = changing.fieldErrors;
  return (
    <>
      <Button variant="outline" size="sm" type="button" onClick={() => setOpen(true)}>
        Change password
      </Button>
      <AdminDialog open={open} onOpenChange={setOpen} title="Change password" narrow>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError(undefined);
            void changing.submit({ intent: "change-password" }, new FormData(event.currentTarget));
          }}
        >
          <Field
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors?.currentPassword}
          />
          <Field
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            maxLength={MAX_PASSWORD_LENGTH}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters, not a common password. A few unrelated words make a good one.`}
            error={errors?.newPassword}
          />
          <Field
            label="Confirm new password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            error={errors?.confirmPassword}
          />
          <FormAlert message={error} />
          <Button type="submit" disabled={changing.busy} className="mt-2">
            {changing.busy ? "Changing…" : "Change password"}
          </Button>
        </form>
      </AdminDialog>
    </>
  );
}
