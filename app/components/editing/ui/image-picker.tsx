import { useRef, type ReactNode } from "react";
import { ACCEPTED_IMAGE_TYPES } from "~/forms/image-file";
import { AdminButton, type AdminButtonProps } from "./admin-button";

type ImagePickerProps = {
  /** Names the file chooser for assistive technology ("Upload a logo"). */
  inputLabel: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  children: ReactNode;
} & Pick<AdminButtonProps, "variant" | "size" | "disabled" | "className">;

/**
 * A button that opens the file chooser for pictures (JPEG, PNG, WebP, GIF). The chosen files
 * go to `onFiles` as they are: the caller checks them (and the server decodes them again).
 */
export function ImagePicker({ inputLabel, onFiles, multiple, children, variant = "secondary", size = "md", disabled, className }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
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
          if (files.length > 0) onFiles(files);
        }}
      />
      <AdminButton variant={variant} size={size} disabled={disabled} className={className} onClick={() => input.current?.click()}>
        {children}
      </AdminButton>
    </>
  );
}
