import { Check, Share2 } from "~/components/ui/icons";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

/**
 * Shares the page: the device's share sheet where the browser has one (docs/product.md section 2),
 * else the page address goes to the clipboard and a toast says so.
 */
export function ShareButton({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // The visitor closed the share sheet: nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ title: "Link copied", description: "The page address is in your clipboard." });
    } catch {
      toast({ title: "Could not copy the link", description: url, variant: "destructive" });
    }
  };

  return (
    <Button type="button" variant="outline" size="sm" onClick={share}>
      {copied ? <Check aria-hidden="true" className="text-primary" /> : <Share2 aria-hidden="true" />}
      {children}
    </Button>
  );
}
