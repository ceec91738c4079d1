import { Check, Share2 } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";

/**
 * Shares the page: the device's share sheet where the browser has one (docs/product.md section 2),
 * else the page address goes to the clipboard and a notice says so. The visitor's module does
 * it (app/visitor/share.ts), and shows the check mark (`data-copied`) for a moment.
 */
export function ShareButton({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <Button type="button" variant="outline" size="sm" data-share={title} data-share-text={text}>
      <Check aria-hidden="true" className="hidden text-primary in-data-copied:block" />
      <Share2 aria-hidden="true" className="in-data-copied:hidden" />
      {children}
    </Button>
  );
}
