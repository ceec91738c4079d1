import { useState } from "react";
import { History, ImagePlus, Loader2 } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import type { Slot } from "~/content/slot";
import { cn } from "~/lib/utils";
import { IMAGE_MESSAGES } from "./editable-image";
import { AdminButton } from "./ui/admin-button";
import { ImagePicker } from "./ui/image-picker";
import { LibraryButton, PictureLibrary } from "./ui/picture-library";
import { useAdminAction } from "./use-admin-action";

export const PAGE_SETTING_MESSAGES = {
  saved: "Page settings saved",
  failed: "Unable to save the page settings.",
  backToDefault: "Back to the default",
} as const;

type SettingToolsProps = {
  slot: Slot;
  /** 'page title', 'share picture'... */
  name: string;
  /** Whether a value is stored: 'Use the default' removes it, at once. */
  stored: boolean;
  /** Whether the field shows another text than the default, stored or not ('Use the default' is offered). */
  away?: boolean;
  /** Shows the default: once the stored value is gone and the page read again, or at once when none is stored. */
  onDefault?: () => void;
  onHistory: () => void;
  className?: string;
};

/** 'Use the default' and 'History' of one page setting. */
export function SettingTools({ slot, name, stored, away = stored, onDefault, onHistory, className }: SettingToolsProps) {
  const removing = useAdminAction("/api/content", {
    onSuccess: () => {
      onDefault?.();
      toast({ title: PAGE_SETTING_MESSAGES.backToDefault });
    },
    onError: (result) => toast({ title: PAGE_SETTING_MESSAGES.failed, description: result.error, variant: "destructive" }),
  });
  const { section, key, type } = slot;
  return (
    <span className={cn("flex flex-wrap items-center gap-1", className)}>
      {away ? (
        <AdminButton
          variant="ghost"
          disabled={removing.busy}
          onClick={() => (stored ? void removing.submit({ intent: "remove", section, key, type }) : onDefault?.())}
          aria-label={`Use the default ${name}`}
        >
          Use the default
        </AdminButton>
      ) : null}
      <AdminButton variant="ghost" onClick={onHistory} aria-label={`History of the ${name}`}>
        <History /> History
      </AdminButton>
    </span>
  );
}

type SharePictureProps = {
  slot: Slot;
  /** The picture shared now: the stored one, else the page's own. */
  src: string;
  stored: boolean;
  onHistory: () => void;
};

/**
 * The share picture of a page: uploaded like any image slot's (checked, then decoded and
 * re-encoded by the server) or chosen from the picture library, and saved at once; 'Use the
 * default' brings the page's own back.
 */
export function SharePicture({ slot, src, stored, onHistory }: SharePictureProps) {
  const [browsing, setBrowsing] = useState(false);
  const uploading = useAdminAction("/api/content", {
    onSuccess: () => {
      toast({ title: browsing ? IMAGE_MESSAGES.chosen : IMAGE_MESSAGES.uploaded });
      setBrowsing(false);
    },
    onError: (result) => toast({ title: IMAGE_MESSAGES.uploadFailed, description: result.error, variant: "destructive" }),
  });
  const { section, key, type } = slot;
  return (
    <div className="grid gap-1.5">
      <span className="text-xs font-semibold text-foreground">Share picture</span>
      <div className="flex flex-wrap items-start gap-4">
        <img
          src={src}
          alt=""
          data-testid="share-picture"
          className="aspect-[1.91/1] w-36 rounded-xl border border-border bg-muted object-cover"
        />
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <p className="text-xs text-muted-foreground">
            {stored ? "Chosen for this page. " : "The page's own. "}JPEG, PNG, WebP or GIF, at most 5 MB; 1200 × 630 px shows best. Saved as
            soon as it is uploaded.
          </p>
          <div className="flex flex-wrap items-center gap-1">
            <ImagePicker
              inputLabel="Upload a share picture"
              size="sm"
              disabled={uploading.busy}
              onImage={(file) => void uploading.submit({ intent: "upload", section, key, type, bucket: "uploads", file })}
            >
              {uploading.busy ? <Loader2 className="animate-spin" /> : <ImagePlus />}
              Upload picture
            </ImagePicker>
            <LibraryButton open={browsing} disabled={uploading.busy} onToggle={() => setBrowsing(!browsing)} />
            <SettingTools slot={slot} name="share picture" stored={stored} onHistory={onHistory} />
          </div>
        </div>
      </div>
      {browsing ? (
        <PictureLibrary onChoose={(picture) => void uploading.submit({ intent: "choose", section, key, type, picture: picture.url })} />
      ) : null}
    </div>
  );
}
