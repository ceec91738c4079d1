import type { KeyboardEvent, RefObject } from "react";
import { X } from "~/components/ui/icons";
import { Dialog } from "~/components/ui/dialog";
import { CaseImage } from "./case-image";
import { GalleryArrow, useSwipe } from "./gallery-controls";

type CaseLightboxProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control that opened it: the focus goes back there when it closes. */
  opener: RefObject<HTMLElement | null>;
  images: string[];
  index: number;
  title: string;
  /** What the picture at a place says to screen readers. */
  altOf: (index: number) => string;
  onKeyDown: (event: KeyboardEvent) => void;
  onMove: (delta: number) => void;
};

/**
 * The gallery's enlarged view (Radix Dialog: focus trapped inside, Escape closes, focus goes
 * back). A chunk of its own: it is loaded the first time a visitor opens it.
 */
export default function CaseLightbox({ open, onOpenChange, opener, images, index, title, altOf, onKeyDown, onMove }: CaseLightboxProps) {
  const count = images.length;
  const swipe = useSwipe(onMove);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[200] bg-black/90 backdrop-blur-sm motion-safe:animate-[case-fade_0.2s_ease]" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onClick={(event) => {
            // A click on the dark backdrop around the picture closes, as on an overlay.
            if (event.target === event.currentTarget) onOpenChange(false);
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current) return;
            event.preventDefault();
            opener.current.focus();
          }}
          aria-describedby={undefined}
          className="fixed inset-0 z-[201] flex flex-col items-center justify-center gap-4 p-4 text-white outline-none sm:p-10"
        >
          <Dialog.Title className="sr-only">{`${title}: gallery`}</Dialog.Title>
          <div className="flex w-full max-w-6xl items-center justify-between">
            <p data-testid="lightbox-counter" aria-live="polite" className="text-sm font-semibold tabular-nums">
              {`${index + 1} / ${count}`}
            </p>
            <Dialog.Close
              aria-label="Close"
              className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 transition hover:bg-white/20 focus-visible:outline-white"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {/* A click beside the picture closes, as Escape and the Close button do from the keyboard. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            className="relative flex min-h-0 w-full max-w-6xl flex-1 items-center justify-center"
            onClick={(event) => {
              if (event.target === event.currentTarget) onOpenChange(false);
            }}
            {...swipe}
          >
            <CaseImage
              key={images[index]}
              src={images[index]}
              alt={altOf(index)}
              sizes="(min-width: 1200px) 1600px, 100vw"
              loading="eager"
              data-testid="lightbox-image"
              className="max-h-full w-auto max-w-full rounded-2xl object-contain shadow-2xl motion-safe:animate-[case-fade_0.3s_ease]"
            />
            {count > 1 ? (
              <>
                <GalleryArrow side="left" onClick={() => onMove(-1)} large />
                <GalleryArrow side="right" onClick={() => onMove(1)} large />
              </>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
