import { useEffect, useRef, useState, type ReactNode } from "react";
import { ImageOff } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { ACCEPTED_IMAGE_TYPES, checkImageFile } from "~/forms/image-file";
import { AdminButton, type AdminButtonProps } from "./admin-button";

type ImagePickerProps = {
  /** Names the file chooser for assistive technology ("Upload a logo"). */
  inputLabel: string;
  /** The chosen files as they are: the caller checks them (and the server decodes them again). */
  onFiles?: (files: File[]) => void;
  /** Or one picture, checked first: a refused one is only said in a notice (`notImage`: how). */
  onImage?: (file: File) => void;
  notImage?: string;
  multiple?: boolean;
  children: ReactNode;
} & Pick<AdminButtonProps, "variant" | "size" | "disabled" | "className">;

/** A button that opens the file chooser for pictures (JPEG, PNG, WebP, GIF). */
export function ImagePicker({
  inputLabel,
  onFiles,
  onImage,
  notImage,
  multiple,
  children,
  variant = "secondary",
  size = "md",
  disabled,
  className,
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const chosen = (files: File[]) => {
    onFiles?.(files);
    if (!onImage) return;
    const refused = checkImageFile(files[0], notImage);
    if (refused) toast({ title: refused, variant: "destructive" });
    else onImage(files[0]);
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) chosen(files);
        }}
      />
      <AdminButton variant={variant} size={size} disabled={disabled} className={className} onClick={() => input.current?.click()}>
        {children}
      </AdminButton>
    </>
  );
}

/** An address for showing a chosen file before it is uploaded; none while no file is chosen. */
export function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const created = URL.createObjectURL(file);
    // The address lives exactly as long as the effect: made here, revoked by its clean-up.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return file ? url : null;
}

const IMAGE_FAILED = {
  title: "Image Error",
  description: "Failed to load image. Please check the URL or try uploading again.",
} as const;

/**
 * Whether the picture at `src` failed to load, said once in a notice. Which address failed is
 * kept, not whether one did: a new address is tried afresh by itself, with no effect to reset
 * a flag (and no render of the old failure on the new one).
 */
export function useImageFailure(src: string | null) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return {
    failed: !!src && failedSrc === src,
    onError: () => {
      setFailedSrc(src);
      toast({ title: IMAGE_FAILED.title, description: IMAGE_FAILED.description, variant: "destructive" });
    },
  };
}

/** What stands where a picture failed to load. */
export function ImageFailure() {
  return (
    <>
      <ImageOff className="size-5" />
      <strong className="text-foreground">{IMAGE_FAILED.title}</strong>
      <span>{IMAGE_FAILED.description}</span>
    </>
  );
}
