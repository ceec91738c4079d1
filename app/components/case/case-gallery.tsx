import { Maximize2 } from "~/components/ui/icons";
import { lazy, Suspense, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "~/lib/utils";
import { CaseImage } from "./case-image";
import { GalleryArrow, useSwipe } from "./gallery-controls";

type CaseGalleryProps = {
  images: string[];
  title: string;
  /** The words written for each picture, by address ("" decorative); a picture with none is named by the title. */
  alts: Record<string, string>;
};

const CaseLightbox = lazy(() => import("./case-lightbox"));

/**
 * The case's pictures: a carousel with previous/next, a position counter and thumbnails,
 * and a lightbox (a modal dialog: focus kept inside, Escape closes, focus goes back).
 * Arrow keys move in both; a horizontal swipe moves on touch screens.
 */
export function CaseGallery({ images, title, alts }: CaseGalleryProps) {
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  // Once opened, the lightbox stays mounted, so that it closes with its animation.
  const [opened, setOpened] = useState(false);
  // Whichever control opened the lightbox gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openLightbox = (event: { currentTarget: HTMLElement }) => {
    opener.current = event.currentTarget;
    setOpened(true);
    setOpen(true);
  };
  const count = images.length;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const keys = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(-1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(1);
    }
  };
  const swipe = useSwipe(go);
  const alt = (i: number) => alts[images[i]] ?? `${title}: image ${i + 1} of ${count}`;
  const counter = `${index + 1} / ${count}`;
  if (count === 0) return null;

  return (
    <>
      {/* The carousel's arrow keys work wherever the focus is inside it (WAI-ARIA carousel). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div role="region" aria-roledescription="carousel" aria-label="Image carousel" onKeyDown={keys} className="space-y-4">
        <div className="group relative overflow-hidden rounded-3xl border border-border bg-muted shadow-xl shadow-black/5 dark:shadow-black/30">
          <button
            type="button"
            aria-label={`Enlarge image ${index + 1}`}
            aria-haspopup="dialog"
            onClick={openLightbox}
            className="block w-full cursor-zoom-in touch-pan-y"
            {...swipe}
          >
            <CaseImage
              key={images[index]}
              src={images[index]}
              alt={alt(index)}
              sizes="(min-width: 1024px) 800px, 100vw"
              data-testid="gallery-current"
              className="aspect-[16/10] w-full object-cover motion-safe:animate-[case-fade_0.4s_ease]"
            />
          </button>
          {count > 1 ? (
            <>
              <GalleryArrow side="left" onClick={() => go(-1)} />
              <GalleryArrow side="right" onClick={() => go(1)} />
            </>
          ) : null}
          <div className="pointer-events-none absolute inset-x-4 bottom-4 flex items-center justify-between">
            <p
              aria-live="polite"
              data-testid="gallery-counter"
              className="rounded-full bg-black/60 px-3.5 py-1.5 text-sm font-semibold text-white tabular-nums backdrop-blur"
            >
              {counter}
            </p>
            <button
              type="button"
              aria-label="Enlarge image"
              aria-haspopup="dialog"
              onClick={openLightbox}
              className="pointer-events-auto inline-flex size-10 items-center justify-center rounded-full bg-black/60 text-white backdrop-blur transition hover:bg-black/80 focus-visible:outline-white"
            >
              <Maximize2 aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>

        {count > 1 ? (
          <ul className="flex gap-3 overflow-x-auto pb-1" aria-label="Thumbnails">
            {images.map((src, i) => (
              <li key={`${src}-${i}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Show image ${i + 1}`}
                  aria-current={i === index ? "true" : undefined}
                  className={cn(
                    "block w-24 overflow-hidden rounded-xl border-2 bg-muted transition sm:w-32",
                    i === index ? "border-primary shadow-lg shadow-primary/25" : "border-transparent opacity-70 hover:opacity-100",
                  )}
                >
                  <CaseImage src={src} alt="" sizes="128px" className="aspect-[16/10] w-full object-cover" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {/* The lightbox's code comes the first time it is opened. */}
      {opened ? (
        <Suspense fallback={null}>
          <CaseLightbox
            open={open}
            onOpenChange={setOpen}
            opener={opener}
            images={images}
            index={index}
            title={title}
            altOf={alt}
            onKeyDown={keys}
            onMove={go}
          />
        </Suspense>
      ) : null}
    </>
  );
}
