import { useState } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import { Search } from "~/components/ui/icons";
import type { PageHead } from "~/content/page-settings";
import { PageSettingsDialog } from "./page-settings-dialog";

/** The head of the page shown, where its loader gives one: a page with settings. */
function usePageHead() {
  const page = useMatches().at(-1);
  const head = (page?.loaderData as { head?: PageHead } | undefined)?.head;
  return page && head ? { head, pathname: page.pathname } : null;
}

/** 'Page settings' in the administrator's bar, on a page that has some. */
export function PageSettingsButton() {
  const page = usePageHead();
  const origin = (useRouteLoaderData("root") as { origin: string }).origin;
  const [open, setOpen] = useState(false);
  if (!page) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="Page settings"
        className="inline-flex items-center gap-2 rounded-full px-3 py-2 hover:bg-muted"
      >
        <Search className="size-4" />
        <span className="hidden sm:inline">Page settings</span>
      </button>
      <PageSettingsDialog open={open} onOpenChange={setOpen} head={page.head} origin={origin} pathname={page.pathname} />
    </>
  );
}
