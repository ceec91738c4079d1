import { ContentText } from "~/components/content/content-text";
import { WhatsApp, X } from "~/components/ui/icons";
import { useSlot } from "~/content/content-context";
import { agency, whatsappLink } from "~/content/agency";
import { header, whatsappChat } from "~/content/layout";
import { cn } from "~/lib/utils";
import { revealTransition } from "./reveal-transition";

/**
 * The WhatsApp bubble's card: the agency, its message and 'Start on WhatsApp'. Loaded and
 * rendered the first time the visitor opens it (whatsapp-bubble.tsx); it comes in from its
 * starting style then, and fades and slides on every later open and close.
 */
export default function WhatsAppCard({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const number = useSlot(agency.whatsapp);
  const greeting = useSlot(whatsappChat.greeting);
  const logo = useSlot(header.logo);
  return (
    <section
      id={id}
      aria-label="WhatsApp chat"
      className={cn(
        "w-[min(20rem,calc(100vw-2rem))] origin-bottom-right overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-2xl shadow-black/15 dark:shadow-black/50",
        open ? "visible scale-100 opacity-100 starting:scale-95 starting:opacity-0" : "invisible scale-95 opacity-0",
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
          onClick={onClose}
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
          <WhatsApp className="size-4" />
          <ContentText slot={whatsappChat.button} />
        </a>
      </div>
    </section>
  );
}
