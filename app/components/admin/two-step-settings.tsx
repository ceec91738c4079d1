import { useState } from "react";
import { TWO_STEP_MESSAGES } from "~/auth/messages";
import { AdminDialog } from "~/components/editing/ui/admin-dialog";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { ADMINISTRATORS_ACTION } from "./administrators-list";
import { Field, FormAlert } from "./field";
import { AccountCard } from "./account-card";

export type TwoStepStatus = { on: boolean; recoveryCodesLeft: number };
type Setup = { secret: string; otpauthUrl: string; qrSvg: string };

/**
 * Two-step sign-in (docs/decisions/020): turned on with a QR code (or the key typed by
 * hand) and a code to confirm, then the recovery codes, shown once; turned off with the
 * password or a code.
 */
export function TwoStepSettings({ status }: { status: TwoStepStatus | null }) {
  const [setup, setSetup] = useState<Setup>();
  const [turningOff, setTurningOff] = useState(false);
  const starting = useAdminAction<Setup>(ADMINISTRATORS_ACTION, {
    onSuccess: ({ secret, otpauthUrl, qrSvg }) => setSetup({ secret, otpauthUrl, qrSvg }),
    onError: (result) => toast({ title: TWO_STEP_MESSAGES.error, description: result.error, variant: "destructive" }),
  });
  if (!status) {
    return <AccountCard title="Two-step sign-in" text="Whether it is on could not be read right now. Reload the page to try again." />;
  }
  const text = status.on
    ? `On: signing in asks for a code from your authenticator app. ${status.recoveryCodesLeft} recovery codes left.`
    : "Off. Turn it on to sign in with a code from an authenticator app as well as your password.";
  return (
    <AccountCard title="Two-step sign-in" text={text}>
      {status.on ? (
        <Button variant="outline" size="sm" type="button" onClick={() => setTurningOff(true)}>
          Turn off
        </Button>
      ) : (
        <Button size="sm" type="button" disabled={starting.busy} onClick={() => void starting.submit({ intent: "two-step-start" })}>
          Turn on two-step sign-in
        </Button>
      )}
      {setup ? <TurnOnDialog setup={setup} onClose={() => setSetup(undefined)} /> : null}
      <TurnOffDialog open={turningOff} onOpenChange={setTurningOff} />
    </AccountCard>
  );
}

function TurnOnDialog({ setup, onClose }: { setup: Setup; onClose: () => void }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const confirming = useAdminAction<{ recoveryCodes: string[] }>(ADMINISTRATORS_ACTION, {
    onSuccess: (result) => setRecoveryCodes(result.recoveryCodes),
  });
  return (
    <AdminDialog open onOpenChange={(open) => (open ? null : onClose())} title="Two-step sign-in">
      {recoveryCodes ? (
        <div className="grid gap-4 text-sm">
          <p className="font-medium">{TWO_STEP_MESSAGES.turnedOn}. Keep these recovery codes somewhere safe: they are shown only now.</p>
          <p className="text-muted-foreground">Without your phone, each code signs you in once in place of the 6-digit code.</p>
          <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-2xl border border-border bg-muted/50 p-4 font-mono">
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <Button type="button" onClick={onClose}>
            Done
          </Button>
        </div>
      ) : (
        <form
          className="grid gap-4 text-sm"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirming.submit({ intent: "two-step-confirm" }, new FormData(event.currentTarget));
          }}
        >
          <p>1. Scan this QR code with your authenticator app (Google Authenticator, 1Password, Aegis, …).</p>
          <div
            role="img"
            aria-label="QR code of your two-step sign-in key"
            className="mx-auto size-48 overflow-hidden rounded-xl bg-white p-1"
            // The server's drawing of the key's address (uqr): rectangles, no script.
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p>Or type this key into the app:</p>
          <code data-testid="two-step-key" className="-mt-2 rounded-xl bg-muted px-3 py-2 text-center font-mono leading-relaxed">
            {setup.secret.match(/.{1,4}/g)?.join(" ")}
          </code>
          <p>2. Enter the 6-digit code the app shows.</p>
          <Field
            label="Code from the app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            error={confirming.fieldErrors?.code}
          />
          <Button type="submit" disabled={confirming.busy}>
            Turn on
          </Button>
        </form>
      )}
    </AdminDialog>
  );
}

function TurnOffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [error, setError] = useState<string>();
  const stopping = useAdminAction(ADMINISTRATORS_ACTION, {
    onSuccess: () => {
      toast({ title: TWO_STEP_MESSAGES.turnedOff });
      onOpenChange(false);
    },
    onError: (result) => setError(result.fieldErrors ? undefined : result.error),
  });
  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title="Turn off two-step" narrow>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setError(undefined);
          void stopping.submit({ intent: "two-step-off" }, new FormData(event.currentTarget));
        }}
      >
        <Field
          label="Password or code"
          name="proof"
          type="password"
          autoComplete="current-password"
          required
          hint="Your password, a code from your app, or a recovery code."
          error={stopping.fieldErrors?.proof}
        />
        <FormAlert message={error} />
        <Button type="submit" disabled={stopping.busy} className="mt-2">
          Turn off two-step sign-in
        </Button>
      </form>
    </AdminDialog>
  );
}
