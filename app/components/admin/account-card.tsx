import type { ReactNode } from "react";

/** One card of 'Your account': a title, what it is about, and its control. */
export function AccountCard({ title, text, children }: { title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-2xl border border-border bg-card p-5">
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="mt-1 text-sm text-muted-foreground">{text}</p>
      </div>
      {children ? <div className="mt-auto">{children}</div> : null}
    </div>
  );
}
