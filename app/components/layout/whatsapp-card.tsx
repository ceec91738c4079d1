import { ContentText } from "~/components/content/content-text";
import { WhatsApp, X } from "~/components/ui/icons";
import { useSlot } from "~/content/content-context";
import { agency, whatsappLink } from "~/content/agency";
import { header, whatsappChat } from "~/content/layout";

/**
 * The WhatsApp bubble's card: the agency, its message and 'Start on WhatsApp'. A manual
 * popover (whatsapp-bubble.tsx) placed just above the bubble (shell.css).
 */
export function WhatsAppCard({ id }: { id: string }) {
  const number = useSlot(agency.whatsapp);
  const greeting = useSlot(whatsappChat.greeting);
  const logo = useSlot(header.logo);
  return (
    <section
      id={id}
      popover="manual"
      aria-label="WhatsApp chat"
      className="whatsapp-card overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-2xl shadow-black/15 dark:shadow-black/50"
    >
      <div className="flex items-center gap-3 bg-[#075e54] px-4 py-3 text-white">
        <span className="relative">
          <img src={logo} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full bg-white/10 object-cover" />
          <span className="absolute right-0 bottom-0 size-2.5 rounded-full bg-[#25d366] ring-2 ring-[#075e54]" />
        </span>
        <div className="min-w-0 flex-1">
          <ContentText slot={agency.name} as="p" className="truncate text-sm font-semibold" />
          <ContentText slot={whatsappChat.status} as="p" className="truncate text-xs text-white/75" />
        </div>
        <button
          type="button"
          aria-label="Close chat"
          popoverTarget={id}
          popoverTargetAction="hide"
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
