/** Says each notice a page drew as it opened (components/ui/page-notice.tsx), once. */
import { onElements } from "./dom";

onElements("[data-page-notice]", (notice) => {
  void import("./notify").then(({ notify }) => notify(notice.textContent ?? "", undefined, "destructive"));
});
