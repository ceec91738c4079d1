import { useEffect, useId, useRef, useState } from "react";
import { X } from "~/components/ui/icons";
import { ContentText } from "~/components/content/content-text";
import { useSlot } from "~/content/content-context";
import { agency, whatsappLink } from "~/content/agency";
import { header, whatsappChat } from "~/content/layout";
import { Tooltip } from "~/components/ui/tooltip";
import { cn } from "~/lib/utils";
import { revealTransition } from "./reveal-transition";

/** The floating chat bubble (bottom right) that opens a card leading to WhatsApp. */
export function WhatsAppBubble() {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const number = useSlot(agency.whatsapp);
  const greeting = useSlot(whatsappChat.greeting);
  const label = useSlot(whatsappChat.bubbleLabel);
  const logo = useSlot(header.logo);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} data-whatsapp-bubble="" className="pointer-events-none fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 [&>*]:pointer-events-auto">
      <section
        id={cardId}
        aria-label="WhatsApp chat"
        className={cn(
          "w-[min(20rem,calc(100vw-2rem))] origin-bottom-right overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-2xl shadow-black/15 dark:shadow-black/50",
          open ? "visible scale-100 opacity-100" : "invisible scale-95 opacity-0",
        )}
        style={{ transition: revealTransition(open, 200) }}
      >
        <div className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
          <span className="relative">
            <img src={logo} alt="" width={40} height={40} className="size-10 rounded-full bg-white/10 object-cover" />
            <span className="absolute right-0 bottom-0 size-2.5 rounded-full bg-[#25d366] ring-2 ring-[#075e54]" />
          </span>
          <div className="min-w-0 flex-1">
            <ContentText slot={agency.name} as="p" className="truncate text-sm font-semibold" />
            <ContentText slot={whatsappChat.status} as="p" className="truncate text-xs text-white/75" />
          </div>
          <button
            type="button"
            aria-label="Close chat"
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
            className="rounded-full p-1.5 text-white/80 transition hover:bg-white/15 hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
        <div className="bg-muted/60 p-4">
          <ContentText
            slot={whatsappChat.message}
            as="p"
            className="relative max-w-[90%] rounded-2xl rounded-tl-sm bg-card px-4 py-3 text-sm leading-relaxed shadow-sm"
          />
        </div>
        <div className="p-4 pt-3">
          <a
            href={whatsappLink(number, greeting)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-[#25d366] px-5 text-sm font-semibold text-[#053b2f] shadow-lg shadow-[#25d366]/25 transition hover:brightness-105"
          >
            <WhatsAppIcon className="size-4" />
            <ContentText slot={whatsappChat.button} />
          </a>
        </div>
      </section>
      <Tooltip content={label} side="left">
        <button
          ref={buttonRef}
          type="button"
          aria-label={label}
          aria-expanded={open}
          aria-controls={cardId}
          onClick={() => setOpen((o) => !o)}
          className="group relative grid size-14 place-items-center rounded-full bg-[#25d366] text-white shadow-xl ring-4 shadow-[#25d366]/30 ring-[#25d366]/20 transition-transform duration-200 hover:scale-105 active:scale-95"
        >
          {open ? <X aria-hidden="true" className="relative size-6" /> : <WhatsAppIcon className="relative size-7" />}
        </button>
      </Tooltip>
    </div>
  );
}

/** The WhatsApp mark (a speech bubble around a handset), drawn here so nothing is fetched. */
function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M12.04 2C6.58 2 2.13 6.45 2.13 11.91c0 1.75.46 3.45 1.32 4.95L2.05 22l5.25-1.38a9.9 9.9 0 0 0 4.74 1.21h.01c5.46 0 9.91-4.45 9.91-9.91 0-2.65-1.03-5.14-2.9-7.01A9.82 9.82 0 0 0 12.04 2Zm0 18.15h-.01a8.23 8.23 0 0 1-4.19-1.15l-.3-.18-3.12.82.83-3.04-.2-.31a8.2 8.2 0 0 1-1.26-4.38c0-4.54 3.7-8.23 8.25-8.23 2.2 0 4.27.86 5.83 2.42a8.18 8.18 0 0 1 2.41 5.82c0 4.54-3.7 8.23-8.24 8.23Zm4.52-6.16c-.25-.12-1.47-.72-1.69-.81-.23-.08-.39-.12-.56.13-.17.24-.64.8-.79.97-.14.17-.29.19-.54.06-.25-.12-1.05-.39-1.99-1.23-.74-.66-1.23-1.47-1.38-1.72-.14-.25-.02-.38.11-.5.11-.11.25-.29.37-.43.12-.15.17-.25.25-.41.08-.17.04-.31-.02-.43-.06-.13-.56-1.34-.76-1.84-.2-.48-.41-.42-.56-.43h-.48c-.17 0-.43.06-.66.31-.22.25-.86.85-.86 2.07 0 1.22.89 2.4 1.01 2.56.12.17 1.75 2.67 4.23 3.74.59.26 1.05.41 1.41.52.59.19 1.13.16 1.56.1.48-.07 1.47-.6 1.67-1.18.21-.58.21-1.07.14-1.18-.06-.1-.22-.16-.47-.28Z" />
    </svg>
  );
}
