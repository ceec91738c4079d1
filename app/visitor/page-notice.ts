/**
 * Says each notice a page drew as it opened (components/ui/page-notice.tsx), once, and writes
 * each line a page leaves for the browser's console (`data-console-error`: the not-found page's).
 */
import { onElements } from "./dom";

onElements<HTMLElement>("[data-console-error]", (element) => console.error(element.dataset.consoleError));

onElements("[data-page-notice]", (notice) => {
  void import("./notify").then(({ notify }) => notify(notice.textContent ?? "", undefined, "destructive"));
});
