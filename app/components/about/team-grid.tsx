import { lazy, Suspense } from "react";
import { Users } from "~/components/ui/icons";
import { useEditMode } from "~/components/content/edit-mode";
import { ContentText } from "~/components/content/content-text";
import { Reveal } from "~/components/layout/reveal";
import { about } from "~/content/about";
import { useFraming } from "~/lib/framing";
import { SectionHeading } from "./section-heading";
import { portraitAlt, type TeamCardMember } from "./team-member";

// The team manager: a chunk of its own, loaded only in edit mode.
const TeamManager = lazy(() => import("~/components/editing/team-manager"));

/** The active team members, in their order; managed in edit mode. */
export function TeamGrid({ members }: { members: TeamCardMember[] }) {
  const { editing } = useEditMode();
  const shown = members.filter((member) => member.isActive);
  return (
    <section aria-labelledby="about-team" className="bg-muted/50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="about-team"
          align="center"
          subtitle={about.teamSubtitle}
          title={about.teamTitle}
          description={about.teamDescription}
        />
        {editing ? (
          <Suspense fallback={null}>
            <TeamManager members={members} />
          </Suspense>
        ) : shown.length === 0 ? (
          <p className="mx-auto mt-14 flex max-w-md flex-col items-center gap-3 rounded-3xl border border-dashed border-border p-10 text-center text-muted-foreground">
            <Users aria-hidden="true" className="size-8" />
            <ContentText slot={about.teamEmpty} />
          </p>
        ) : (
          <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="team-grid">
            {shown.map((member, index) => (
              <Reveal as="li" key={member.id} order={index % 3}>
                <TeamCard member={member} />
              </Reveal>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TeamCard({ member }: { member: TeamCardMember }) {
  const framing = useFraming(member.imageUrl);
  return (
    <article
      data-testid="team-card"
      className="group h-full overflow-hidden rounded-3xl border border-border bg-card shadow-sm transition-all duration-300 hover:-translate-y-1 hover:shadow-xl hover:shadow-primary/10"
    >
      <div className="relative aspect-square overflow-hidden bg-muted">
        {member.imageUrl ? (
          <img
            src={member.imageUrl}
            alt={portraitAlt(member)}
            width={600}
            height={750}
            loading="lazy"
            decoding="async"
            className="size-full object-cover object-[center_35%] transition-transform duration-500 group-hover:scale-105"
            style={framing}
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex size-full items-center justify-center bg-gradient-brand font-display text-6xl font-bold text-white"
          >
            {initials(member.name)}
          </div>
        )}
        <div
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-black/30 to-transparent opacity-0 transition-opacity duration-300 group-hover:opacity-100"
        />
      </div>
      <div className="p-6">
        <h3 className="font-display text-xl font-bold">{member.name}</h3>
        <p className="mt-1 text-sm font-semibold text-primary">{member.role}</p>
        <p className="mt-3 leading-relaxed text-muted-foreground">{member.bio}</p>
      </div>
    </article>
  );
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join("");
}
