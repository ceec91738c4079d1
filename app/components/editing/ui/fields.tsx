import { useId, type ComponentProps, type ReactNode } from "react";
import { cn } from "~/lib/utils";

const control =
  "w-full rounded-xl border border-border bg-background px-3 py-2 text-sm text-foreground outline-none transition placeholder:text-muted-foreground/70 focus:border-primary focus:ring-2 focus:ring-primary/30 aria-invalid:border-red-500";

type FieldShellProps = {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy?: string; invalid?: true }) => ReactNode;
};

/** A label, the control, a hint and the field's error, tied together for screen readers. */
export function FieldShell({ label, error, hint, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-xs font-semibold text-foreground">
        {label}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Labelled = { label: string; error?: string; hint?: ReactNode; fieldClassName?: string };

export function Input({ label, error, hint, fieldClassName, className, ...props }: ComponentProps<"input"> & Labelled) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} className={cn(control, "h-10", className)} {...props} />
      )}
    </FieldShell>
  );
}

/** A web address: the phone's keyboard for addresses, and 'https://' while it is empty. */
export function UrlInput(props: ComponentProps<typeof Input>) {
  return <Input type="url" inputMode="url" placeholder="https://" {...props} />;
}

export function Textarea({ label, error, hint, fieldClassName, className, rows = 4, ...props }: ComponentProps<"textarea"> & Labelled) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          rows={rows}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={cn(control, "resize-y leading-relaxed", className)}
          {...props}
        />
      )}
    </FieldShell>
  );
}

type SelectProps = ComponentProps<"select"> & Labelled & { options: ReadonlyArray<{ value: string; label: string }> };

/** A native select: the platform's own list on phones, and exactly the options given. */
export function Select({ label, error, hint, fieldClassName, className, options, ...props }: SelectProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={fieldClassName}>
      {({ id, describedBy, invalid }) => (
        <select id={id} aria-describedby={describedBy} aria-invalid={invalid} className={cn(control, "h-10", className)} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type SwitchProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Sent with the form as "true" / "false". */
  name?: string;
  description?: string;
};

/** An on/off switch (role="switch"); with `name`, its state goes with the form. */
export function Switch({ label, checked, onCheckedChange, name, description }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <label htmlFor={id} className="grid gap-0.5 text-sm">
        <span className="font-semibold">{label}</span>
        {description ? <span className="text-xs text-muted-foreground">{description}</span> : null}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onCheckedChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full border-2 border-transparent transition-colors",
          checked ? "bg-primary" : "bg-muted-foreground/40",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none block size-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
      {name ? <input type="hidden" name={name} value={checked ? "true" : "false"} /> : null}
    </div>
  );
}
