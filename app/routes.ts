import { type RouteConfig, index, route } from "@react-router/dev/routes";

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
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
