import { fromEditing } from "./guard";

/** How long the share button shows its check mark after copying. */
const COPIED_MS = 2500;

/**
 * The share button of a case study (app/components/case/share-button.tsx): the device's share
 * sheet where there is one, else the page address to the clipboard, and a notice.
 */
document.addEventListener("click", async (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-share]") : null;
  if (!button || fromEditing(event)) return;
  const url = location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: button.dataset.share, text: button.dataset.shareText, url });
    } catch {
      // The visitor closed the share sheet: nothing to report.
    }
    return;
  }
  // The notice's code comes with the first notice.
  const copied = navigator.clipboard.writeText(url).then(
    () => true,
    () => false,
  );
  const { notify } = await import("./notify");
  if (await copied) {
    button.dataset.copied = "";
    setTimeout(() => delete button.dataset.copied, COPIED_MS);
    notify("Link copied", "The page address is in your clipboard.");
  } else {
    notify("Could not copy the link", url, "destructive");
  }
});
