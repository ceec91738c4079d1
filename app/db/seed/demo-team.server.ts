import type { Db } from "../client.server";
import { teamMembers } from "../schema";

/** The demo team of a new site; portraits are made by scripts/generate-about-images.js. */
export const DEMO_TEAM = [
  {
    name: "Amelia Hart",
    role: "Founder & Creative Director",
    bio: "Amelia founded Arkadomus after a decade leading brand work in London studios. She keeps every project honest to one question: will people remember it?",
  },
  {
    name: "Marcus Okafor",
    role: "Head of Strategy",
    bio: "Marcus turns research, numbers and a lot of good questions into growth plans that clients can act on from the first week.",
  },
  {
    name: "Sofia Lindqvist",
    role: "Lead Brand Designer",
    bio: "Sofia shapes identities from the first sketch to the last guideline page, with a soft spot for bold type and quiet colour.",
  },
  {
    name: "Daniel Reyes",
    role: "Technical Director",
    bio: "Daniel leads our developers, building fast websites, online shops and integrations that stay easy to run long after launch.",
  },
  {
    name: "Priya Nair",
    role: "Social Media & Paid Traffic Lead",
    bio: "Priya plans the campaigns, writes the hooks and watches the data, so every pound of ad spend has a job to do.",
  },
  {
    name: "Tom Whitaker",
    role: "Project Manager",
    bio: "Tom keeps timelines, budgets and people in step, and makes sure clients always know what happens next.",
  },
] as const;

function portraitOf(name: string) {
  return `/team/${name.toLowerCase().replace(/\s+/g, "-")}.webp`;
}

/** Inserts the demo team members, in the order the about page shows them. */
export async function seedDemoTeam(db: Db) {
  await db.insert(teamMembers).values(
    DEMO_TEAM.map((member, index) => ({
      ...member,
      imageUrl: portraitOf(member.name),
      orderIndex: index + 1,
      isActive: true,
    })),
  );
}
