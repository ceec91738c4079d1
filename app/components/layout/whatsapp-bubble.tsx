import { useId } from "react";
import { WhatsApp, X } from "~/components/ui/icons";
import { useSlot } from "~/content/content-context";
import { whatsappChat } from "~/content/layout";
import { Tooltip } from "~/components/ui/tooltip";
import { WhatsAppCard } from "./whatsapp-card";

/**
 * The floating chat bubble (bottom right) that opens a card leading to WhatsApp. The card is a
 * manual popover the bubble toggles, with or without script; the visitor's module
 * (app/visitor/whatsapp.ts) keeps `aria-expanded`, and closes it on Escape and on a press
 * elsewhere.
 */
export function WhatsAppBubble() {
  const cardId = useId();
  const label = useSlot(whatsappChat.bubbleLabel);
  return (
    <div
      data-whatsapp-bubble=""
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6 [&>*]:pointer-events-auto"
    >
      <WhatsAppCard id={cardId} />
      <Tooltip content={label} side="left">
        <button
          type="button"
          aria-label={label}
          aria-controls={cardId}
          popoverTarget={cardId}
          className="group relative grid size-14 place-items-center rounded-full bg-[#25d366] text-white shadow-xl ring-4 shadow-[#25d366]/30 ring-[#25d366]/20 transition-transform duration-200 hover:scale-105 active:scale-95"
        >
          <X aria-hidden="true" className="relative hidden size-6 group-aria-expanded:block" />
          <WhatsApp className="relative size-7 group-aria-expanded:hidden" />
        </button>
      </Tooltip>
    </div>
  );
}
