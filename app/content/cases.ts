import { defineSection } from "./slot";

/** The portfolio list at /cases and /all-projects (docs/product.md section 2, section 'all-projects'). */
export const allProjects = defineSection("all-projects", {
  subtitle: ["text", "Complete Portfolio"],
  title: ["title", "All Our Projects"],
  description: [
    "description",
    "Brand identities, campaigns, websites and apps: explore the work we have created with ambitious businesses, and the results it delivered.",
  ],
  viewCaseStudy: ["text", "View Case Study"],
  loading: ["text", "Loading projects..."],
  emptyTitle: ["title", "No projects found"],
  emptyText: ["description", "There are no projects to display yet. Add some projects to get started."],
});

/**
 * The texts around a case study on /case/{slug}: each case keeps its own copy in section
 * 'case_{slug}' (docs/product.md section 3), so an administrator can word one case differently.
 * The case's own fields (title, client, challenge...) live in case_studies.
 */
export function caseSlots(slug: string) {
  return defineSection(`case_${slug}`, {
    back: ["text", "Back"],
    share: ["text", "Share"],
    clientLabel: ["text", "Client"],
    dateLabel: ["text", "Date"],
    categoryLabel: ["text", "Category"],
    tagsLabel: ["text", "Tags"],
    viewLive: ["text", "View Live Project"],
    visitProject: ["text", "Visit Project"],
    overviewHeading: ["title", "Project Overview"],
    challengeHeading: ["title", "The Challenge"],
    solutionHeading: ["title", "Our Solution"],
    resultsHeading: ["title", "The Results"],
    galleryHeading: ["title", "Project Gallery"],
    detailsHeading: ["title", "Project Details"],
    contactTitle: ["title", "Like this project?"],
    contactText: [
      "description",
      "Let's create something just as remarkable for your brand. Tell us about your goals and we'll reply within one working day.",
    ],
    contactButton: ["text", "Start a Conversation"],
    moreTitle: ["title", "Explore more of our work"],
    viewAll: ["text", "View All Cases"],
  });
}

export type CaseSlots = ReturnType<typeof caseSlots>;
