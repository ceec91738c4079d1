import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is in the page's manifest from the start: no request for more of it after
  // hydration, and no re-render of the whole app when it arrives (a phone's main thread is
  // busiest then).
  routeDiscovery: { mode: "initial" },
  // BUILD_DIR lets parallel checkouts build side by side; server.js reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
