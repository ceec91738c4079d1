import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from "react";
import { X } from "~/components/ui/icons";
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
 * The gallery's enlarged view: a modal `<dialog>` (the page behind is inert, Escape closes, the
 * focus stays inside and goes back to the control that opened it). A chunk of its own: it is
 * loaded the first time a visitor opens it. No dialog library: on a visitor's page it is part
 * of an island (docs/decisions/029), where every kilobyte counts.
 */
export default function CaseLightbox({ open, onOpenChange, opener, images, index, title, altOf, onKeyDown, onMove }: CaseLightboxProps) {
  const count = images.length;
  const swipe = useSwipe(onMove);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    else if (!open && element?.open) element.close();
  }, [open]);

  const close = () => dialog.current?.close();
  // Tab and Shift+Tab go round its controls.
  const keys = (event: KeyboardEvent<HTMLDialogElement>) => {
    onKeyDown(event);
    if (event.key !== "Tab") return;
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>("button")];
    const [first, last] = [controls[0], controls[controls.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    // A click on the dark backdrop around the picture closes, as Escape and the Close button do from the keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onKeyDown={keys}
      onClose={() => {
        onOpenChange(false);
        opener.current?.focus();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-0 z-[201] m-0 hidden size-full max-h-none max-w-none flex-col items-center justify-center gap-4 bg-transparent p-4 text-white outline-none backdrop:bg-black/90 backdrop:backdrop-blur-sm open:flex motion-safe:open:animate-[case-fade_0.2s_ease] sm:p-10"
    >
      <h2 id={titleId} className="sr-only">{`${title}: gallery`}</h2>
      <div className="flex w-full max-w-6xl items-center justify-between">
        <p data-testid="lightbox-counter" aria-live="polite" className="text-sm font-semibold tabular-nums">
          {`${index + 1} / ${count}`}
        </p>
        <button
          type="button"
          aria-label="Close"
          onClick={close}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 transition hover:bg-white/20 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* A click beside the picture closes too. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="relative flex min-h-0 w-full max-w-6xl flex-1 items-center justify-center"
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
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
    </dialog>
  );
}
