import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("cases", "routes/cases.tsx", { id: "cases" }),
  route("all-projects", "routes/cases.tsx", { id: "all-projects" }),
  route("case/:slug", "routes/case.tsx"),
  route("project/:slug", "routes/project.tsx"),
  route("branding", "routes/service.tsx", { id: "service-branding" }),
  route("social-media", "routes/service.tsx", { id: "service-social-media" }),
  route("web-design", "routes/service.tsx", { id: "service-web-design" }),
  route("development", "routes/service.tsx", { id: "service-development" }),
  route("project-manager", "routes/service.tsx", { id: "service-project-manager" }),
  route("publicity", "routes/publicity.tsx"),
  route("login", "routes/login.tsx"),
  // The administrators' pages and requests: each branch's middleware runs the guard once.
  route("admin", "routes/admin/layout.tsx", [
    // One part of the page inside the other, so that /admin shows them all, each with its
    // own data and error screen (docs/decisions/014).
    layout("routes/admin/publishing.tsx", [
      layout("routes/admin/materials.tsx", [
        layout("routes/admin/deleted.tsx", [
          layout("routes/admin/activity.tsx", [layout("routes/admin/agency.tsx", [index("routes/admin/administrators.tsx")])]),
        ]),
      ]),
    ]),
  ]),
  layout("routes/admin-only.ts", [
    route("logout", "routes/logout.tsx"),
    route("api/content", "routes/api/content.ts"),
    route("api/cases", "routes/api/cases.ts"),
    route("api/case-images", "routes/api/case-images.ts"),
    route("api/materials", "routes/api/materials.ts"),
    route("api/team", "routes/api/team.ts"),
    route("api/intro-logos", "routes/api/intro-logos.ts"),
    route("api/history", "routes/api/history.ts"),
    route("api/pictures", "routes/api/pictures.ts"),
    route("api/framing", "routes/api/framing.ts"),
    route("api/deleted", "routes/api/deleted.ts"),
    route("api/presence", "routes/api/presence.ts"),
    route("api/drafts", "routes/api/drafts.ts"),
    route("api/schedules", "routes/api/schedules.ts"),
    route("api/preview-links", "routes/api/preview-links.ts"),
  ]),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
