import { plainText } from "~/lib/rich-text";
import { AboutOffice } from "~/components/about/about-office";
import { AboutStory } from "~/components/about/about-story";
import { AboutValues } from "~/components/about/about-values";
import { HeroCollage } from "~/components/about/hero-collage";
import { PageHero } from "~/components/about/page-hero";
import { TeamGrid } from "~/components/about/team-grid";
import type { TeamCardMember } from "~/components/about/team-member";
import { PageNotice } from "~/components/ui/page-notice";
import { about, aboutSlots } from "~/content/about";
import { pageHead, settingSlots } from "~/content/page-settings";
import { slotId, slotsOf } from "~/content/slot";
import type { Db } from "~/db/client.server";
import { pageMeta } from "~/lib/seo";
import { loadContent } from "~/models/site-content.server";
import { getAdminSession } from "~/auth/guard.server";
import { listActiveTeamMembers, listAllTeamMembers } from "~/models/team-members.server";
import type { Route } from "./+types/about";
import { appContext } from "~/context.server";
import { log } from "~/lib/log.server";
import { isDatabaseUnavailable } from "~/db/client.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const admin = await getAdminSession(request, app);
  const settings = { section: "about", keyPrefix: "" };
  const [content, team] = await Promise.all([
    loadContent(app.db, [...aboutSlots, ...slotsOf(settingSlots(settings))]),
    loadTeam(app.db, Boolean(admin)),
  ]);
  const text = (slot: typeof about.heroDescription) => content[slotId(slot)] ?? slot.default;
  const own = {
    title: "About Us: Our Story, Values and Team",
    description: plainText(text(about.heroDescription)),
    image: text(about.officeImage),
  };
  return { content, head: pageHead(content, settings, own), ...team };
}

/**
 * The team: active members for visitors, everyone for administrators (who may bring a
 * hidden member back). A failing read must not take the page down: log it, show the rest,
 * tell the visitor.
 */
async function loadTeam(db: Db, everyone: boolean): Promise<{ team: TeamCardMember[]; teamFailed: boolean }> {
  try {
    const members = everyone ? await listAllTeamMembers(db) : await listActiveTeamMembers(db);
    return {
      team: members.map(({ id, name, role, bio, imageUrl, imageAlt, isActive, version }) => ({
        id,
        name,
        role,
        bio,
        imageUrl,
        imageAlt,
        isActive,
        version,
      })),
      teamFailed: false,
    };
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    log().error({ err: error }, "Failed to load team members");
    return { team: [], teamFailed: true };
  }
}

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { team, teamFailed } = loaderData;
  return (
    <>
      {teamFailed ? <PageNotice>Failed to load team members</PageNotice> : null}
      <PageHero
        subtitle={about.heroSubtitle}
        title={about.heroTitle}
        titleHighlight={about.heroTitleHighlight}
        description={about.heroDescription}
        aside={<HeroCollage members={team} />}
      />
      <AboutStory />
      <AboutValues />
      <AboutOffice />
      <TeamGrid members={team} />
    </>
  );
}
