import { MapPin, Sparkles } from "~/components/ui/icons";
import { ContentImage } from "~/components/content/content-image";
import { useEditMode } from "~/components/content/edit-mode";
import { ContentText } from "~/components/content/content-text";
import { about } from "~/content/about";
import { agency } from "~/content/agency";
import { framedStyle, useFramingMap } from "~/lib/framing";
import { cn } from "~/lib/utils";
import type { TeamCardMember } from "./team-member";

/** Faces of the team beside the about hero (the studio picture when none have a portrait). */
export function HeroCollage({ members }: { members: TeamCardMember[] }) {
  const faces = members.filter((m) => m.isActive && m.imageUrl).slice(0, 4);
  // Decoration for visitors; in edit mode its texts are places to edit, which must be reachable.
  const { editing } = useEditMode();
  const framing = useFramingMap();
  return (
    <div aria-hidden={editing ? undefined : true} className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-brand opacity-20 blur-3xl" />
      {faces.length >= 2 ? (
        <div className="grid grid-cols-2 gap-4">
          {faces.map((member, index) => (
            <img
              key={member.id}
              src={member.imageUrl!}
              alt=""
              style={framedStyle(framing, member.imageUrl)}
              width={600}
              height={750}
              // Lazy: on small screens the collage is hidden and its pictures are never fetched.
              loading="lazy"
              decoding="async"
              className={cn(
                "aspect-[4/5] w-full rounded-3xl border border-border object-cover shadow-xl shadow-primary/10",
                index % 2 === 1 && "translate-y-10",
                index === 0 && "-rotate-2",
                index === 3 && "rotate-2",
              )}
            />
          ))}
        </div>
      ) : (
        <ContentImage
          slot={about.officeImage}
          alt=""
          width={1600}
          height={1000}
          className="aspect-[4/5] w-full rounded-3xl border border-border object-cover shadow-xl"
        />
      )}
      <p className="absolute -bottom-4 -left-8 inline-flex items-center gap-2 rounded-2xl border border-border bg-card/90 px-4 py-3 text-sm font-semibold shadow-xl backdrop-blur">
        <MapPin className="size-4 text-primary" />
        <ContentText slot={agency.officeCity} />
      </p>
      <p className="absolute top-6 -right-6 inline-flex items-center gap-2 rounded-2xl bg-gradient-brand px-4 py-3 text-sm font-semibold text-white shadow-xl shadow-primary/30">
        <Sparkles className="size-4" />
        <ContentText slot={about.heroBadge} />
      </p>
    </div>
  );
}
