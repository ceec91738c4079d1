import { useEffect, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Share2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { AdminButton } from "~/components/editing/ui/admin-button";
import { AdminDialog } from "~/components/editing/ui/admin-dialog";
import { Input, Select } from "~/components/editing/ui/fields";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { DEFAULT_PREVIEW_EXPIRY, PREVIEW_EXPIRIES, type PreviewExpiry } from "~/forms/preview-links";
import type { PreviewLinkView } from "~/models/preview-links.server";

export const SHARE_PREVIEW_MESSAGES = {
  created: "Preview link created",
  createFailed: "Unable to create the link.",
  copied: "Link copied",
  copyFailed: "Could not copy the link: select it and copy it yourself.",
  revoked: "Preview link revoked",
  revokeFailed: "Unable to revoke the link.",
  none: "No preview links yet.",
} as const;

const EXPIRY_OPTIONS = [
  ...Object.entries(PREVIEW_EXPIRIES).map(([value, { label }]) => ({ value, label })),
  { value: "date", label: "On a date…" },
];

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const at = (iso: string) => when.format(new Date(iso));

/** The end of the chosen day (`yyyy-mm-dd`) in the administrator's time zone, as an ISO time. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

/**
 * 'Share preview' in the administrator's bar, in draft mode (docs/decisions/024): a link to
 * the page shown, for anyone, showing the draft until it ends or is revoked.
 */
export function SharePreviewButton() {
  const root = useRouteLoaderData("root") as { showsDraft?: boolean; preview?: unknown } | undefined;
  const [open, setOpen] = useState(false);
  // Draft mode: the page shows the draft, and not through a link of its own.
  if (!root?.showsDraft || root.preview) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Share preview"
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 hover:bg-muted"
      >
        <Share2 className="size-4" />
        <span className="hidden sm:inline">Share preview</span>
      </button>
      <SharePreviewDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Making a link (how long it lasts), the link made with 'Copy link', and every link with its views. */
type SharePreviewDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function SharePreviewDialog({ open, onOpenChange }: SharePreviewDialogProps) {
  const { pathname } = useLocation();
  const [expires, setExpires] = useState<PreviewExpiry>(DEFAULT_PREVIEW_EXPIRY);
  const [day, setDay] = useState("");
  const [made, setMade] = useState<string | null>(null);
  const links = useFetcher<{ links: PreviewLinkView[] }>();
  const load = links.load;
  useEffect(() => {
    if (open) void load("/api/preview-links");
  }, [open, load]);

  // Each time it opens, it starts again: no link of an earlier opening is shown.
  const [openedOn, setOpenedOn] = useState(false);
  if (open !== openedOn) {
    setOpenedOn(open);
    if (open) setMade(null);
  }

  const creating = useAdminAction<{ url: string }>("/api/preview-links", {
    onSuccess: (result) => {
      setMade(result.url);
      toast({ title: SHARE_PREVIEW_MESSAGES.created });
      void load("/api/preview-links");
    },
    onError: (result) => toast({ title: SHARE_PREVIEW_MESSAGES.createFailed, description: result.error, variant: "destructive" }),
  });
  const revoking = useAdminAction("/api/preview-links", {
    onSuccess: () => {
      toast({ title: SHARE_PREVIEW_MESSAGES.revoked });
      void load("/api/preview-links");
    },
    onError: (result) => toast({ title: SHARE_PREVIEW_MESSAGES.revokeFailed, description: result.error, variant: "destructive" }),
  });

  const create = () => {
    if (creating.busy || (expires === "date" && !day)) return;
    void creating.submit({ intent: "create", expires, until: expires === "date" ? endOfDay(day) : undefined, path: pathname });
  };
  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made);
      toast({ title: SHARE_PREVIEW_MESSAGES.copied });
    } catch {
      toast({ title: SHARE_PREVIEW_MESSAGES.copyFailed, variant: "destructive" });
    }
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share preview"
      description={`A link to ${pathname} that anyone can open without signing in: it shows the unpublished changes, follows them live, and ends when you choose.`}
    >
      <form
        aria-label="New preview link"
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <div className="flex flex-wrap items-end gap-3">
          <Select
            label="Link ends after"
            fieldClassName="min-w-40 flex-1"
            value={expires}
            onChange={(event) => setExpires(event.target.value as PreviewExpiry)}
            options={EXPIRY_OPTIONS}
            error={creating.fieldErrors?.expires}
          />
          {expires === "date" ? (
            <Input
              label="End date"
              type="date"
              fieldClassName="min-w-40 flex-1"
              required
              value={day}
              onChange={(event) => setDay(event.target.value)}
              error={creating.fieldErrors?.until}
            />
          ) : null}
          <AdminButton type="submit" variant="primary" size="md" disabled={creating.busy || (expires === "date" && !day)}>
            Create link
          </AdminButton>
        </div>
        {made ? (
          <div className="flex flex-wrap items-end gap-3">
            <Input label="Link" readOnly value={made} fieldClassName="min-w-0 flex-1" onFocus={(event) => event.target.select()} />
            <AdminButton type="button" size="md" onClick={() => void copy()}>
              Copy link
            </AdminButton>
          </div>
        ) : null}
      </form>
      <h3 className="mt-6 mb-3 text-sm font-semibold">Links</h3>
      {!links.data ? (
        <p className="text-sm text-muted-foreground">Loading…</p>
      ) : links.data.links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SHARE_PREVIEW_MESSAGES.none}</p>
      ) : (
        <ul aria-label="Preview links" className="grid gap-2">
          {links.data.links.map((link) => (
            <li
              key={link.id}
              data-testid="preview-link"
              className="flex items-center justify-between gap-3 rounded-2xl border border-border p-3 text-sm"
            >
              <div className="min-w-0">
                <p className="font-semibold">{`By ${link.by}, ${at(link.createdAt)}`}</p>
                <p className="text-xs text-muted-foreground">
                  {link.revokedAt
                    ? `Revoked ${at(link.revokedAt)}`
                    : link.active
                      ? `Ends ${at(link.expiresAt)}`
                      : `Ended ${at(link.expiresAt)}`}
                  {` · ${link.views === 1 ? "1 view" : `${link.views} views`}`}
                  {link.lastViewedAt ? `, last ${at(link.lastViewedAt)}` : null}
                </p>
              </div>
              {link.active ? (
                <AdminButton
                  variant="quietDanger"
                  disabled={revoking.busy}
                  aria-label={`Revoke the link by ${link.by} of ${at(link.createdAt)}`}
                  onClick={() => void revoking.submit({ intent: "revoke", link: link.id })}
                >
                  Revoke
                </AdminButton>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </AdminDialog>
  );
}
