import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { WhatsApp, X } from "~/components/ui/icons";
import { useSlot } from "~/content/content-context";
import { whatsappChat } from "~/content/layout";
import { Tooltip } from "~/components/ui/tooltip";

const loadCard = () => import("./whatsapp-card");
const WhatsAppCard = lazy(loadCard);

/**
 * The floating chat bubble (bottom right) that opens a card leading to WhatsApp. The card is
 * rendered from the first time it opens, and its code is fetched then, or as soon as the
 * pointer or the focus reaches the bubble: a visitor who never opens it downloads and
 * hydrates none of it.
 */
export function WhatsAppBubble() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const cardId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const label = useSlot(whatsappChat.bubbleLabel);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
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
    <div
      ref={rootRef}
      data-whatsapp-bubble=""
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 [&>*]:pointer-events-auto"
    >
      {opened ? (
        <Suspense fallback={null}>
          <WhatsAppCard id={cardId} open={open} onClose={close} />
        </Suspense>
      ) : null}
      <Tooltip content={label} side="left">
        <button
          ref={buttonRef}
          type="button"
          aria-label={label}
          aria-expanded={open}
          aria-controls={opened ? cardId : undefined}
          onPointerEnter={loadCard}
          onFocus={loadCard}
          onClick={() => {
            setOpened(true);
            setOpen((o) => !o);
          }}
          className="group relative grid size-14 place-items-center rounded-full bg-[#25d366] text-white shadow-xl ring-4 shadow-[#25d366]/30 ring-[#25d366]/20 transition-transform duration-200 hover:scale-105 active:scale-95"
        >
          {open ? <X aria-hidden="true" className="relative size-6" /> : <WhatsApp className="relative size-7" />}
        </button>
      </Tooltip>
    </div>
  );
}
