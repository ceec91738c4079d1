import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The modules every page of the site uses; grouped into one chunk below. */
const SHARED_BY_EVERY_PAGE =
  /[\\/]app[\\/](components[\\/](content|layout|ui)[\\/][^?]*|content[\\/](slot|content-context|layout|agency)|lib[\\/][^?]*|realtime[\\/][^?]*)\.tsx?$/;

/**
 * ...but for these, which some pages load, or which load only when needed: the dialog, what
 * the shell shows once something happens (the WhatsApp card once opened, a toast), the site's
 * time for scheduled publishing, the rules for writing a formatted text's links and runs
 * (administrators only) and the intro splash's stars and logos (the home page's).
 */
const ON_SOME_PAGES =
  /[\\/](components[\\/](ui[\\/](dialog|toast-card)|layout[\\/]whatsapp-card)\.tsx|lib[\\/](site-time|links|rich-text-store|starfield)\.ts)$/;

/** The editing layer and the draft's tools (docs/decisions/024): code only an administrator's browser may load. */
const EDITING = /[\\/]app[\\/]components[\\/](editing|drafts)[\\/]/;

export default defineConfig({
  environments: {
    // The server bundle's entry is our Express app, which imports the React Router build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: { build: clientBuild() },
  },
  // The visitor's module (app/visitor, docs/decisions/029) is imported by root.tsx as a
  // "worker" URL: a standalone ES module with chunks of its own, none of the app's.
  worker: { format: "es" },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
});

/** The browser's bundle: few files for a phone, editing code named as such. */
function clientBuild() {
  return {
    sourcemap: !!process.env.SOURCEMAP,
    modulePreload: { resolveDependencies: () => [] },
    // A font face's few rare characters (scripts/generate-fonts.js) stay a file of their own,
    // fetched by the pages that have them, not inlined into the CSS every page waits for.
    assetsInlineLimit: (file: string) => (file.endsWith(".woff2") ? false : undefined),
    rollupOptions: {
      output: {
        // What every page uses (the shell, content slots, primitives) travels as one file,
        // not a dozen tiny ones: fewer requests on a slow phone (a browser opens six
        // connections at a time to a site on HTTP/1.1).
        codeSplitting: {
          groups: [
            {
              name: "site",
              test: (id: string) => SHARED_BY_EVERY_PAGE.test(id) && !ON_SOME_PAGES.test(id),
            },
          ],
        },
        // A chunk holding editing code says so in its name, so tests and the bench can
        // prove that no visitor downloads one.
        chunkFileNames: (chunk: { moduleIds: string[] }) =>
          chunk.moduleIds.some((id) => EDITING.test(id)) ? "assets/editing-[name]-[hash].js" : "assets/[name]-[hash].js",
      },
    },
  };
}
