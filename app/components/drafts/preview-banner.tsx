import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Share2 } from "~/components/ui/icons";
import { LEAVE_PREVIEW, PREVIEW_NOT_FOUND, PREVIEW_PARAM } from "~/lib/preview-link";
import { useHydrated } from "~/lib/use-hydrated";

export const PREVIEW_BANNER_MESSAGES = {
  title: "Preview of unpublished changes",
  ended: "This preview has ended.",
  leave: "Leave preview",
} as const;

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
// setTimeout waits at most this long (about 24.8 days): a later end is waited for in steps.
const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * The slim banner over every page seen through a 'Share preview' link (docs/decisions/024):
 * what it is, when the link ends (in the reader's time zone, so drawn once the page runs),
 * and 'Leave preview', which clears the link's cookie and shows the live page. At the end,
 * on this browser's clock, it says the preview has ended and leaves for the not-found page, as
 * the server answers an ended link: an open page would otherwise keep showing the draft.
 */
export default function PreviewBanner({ endsAt }: { endsAt: string }) {
  const hydrated = useHydrated();
  const ended = useEnded(endsAt);
  const { pathname } = useLocation();
  return (
    <div
      role="region"
      aria-label="Preview"
      className="preview-banner fixed inset-x-0 top-0 z-[70] flex h-[var(--preview-banner-height)] items-center justify-center gap-3 bg-foreground px-4 text-sm text-background"
    >
      <Share2 className="size-4 shrink-0" />
      <p aria-live="polite" className="truncate">
        {ended ? (
          <strong>{PREVIEW_BANNER_MESSAGES.ended}</strong>
        ) : (
          <>
            <strong>{PREVIEW_BANNER_MESSAGES.title}</strong>
            {hydrated ? (
              <span className="hidden sm:inline">
                {" · Ends "}
                <time dateTime={endsAt}>{when.format(new Date(endsAt))}</time>
              </span>
            ) : null}
          </>
        )}
      </p>
      {/* A full load: the server clears the cookie and answers the live page. */}
      <a href={`${pathname}?${PREVIEW_PARAM}=${LEAVE_PREVIEW}`} className="shrink-0 font-semibold underline underline-offset-4">
        {PREVIEW_BANNER_MESSAGES.leave}
      </a>
    </div>
  );
}

/** Whether `endsAt` has passed on this browser's clock, turning true when it does. */
function useEnded(endsAt: string) {
  const end = new Date(endsAt).getTime();
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const left = end - Date.now();
      setEnded(left <= 0);
      if (left > 0) timer = setTimeout(check, Math.min(left, LONGEST_WAIT_MS));
    };
    check();
    return () => clearTimeout(timer);
  }, [end]);
  useEffect(() => {
    if (ended) window.location.replace(`${PREVIEW_NOT_FOUND}?${PREVIEW_PARAM}=${LEAVE_PREVIEW}`);
  }, [ended]);
  return ended;
}
