import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** The modules every page of the site uses; grouped into one chunk below. */
const SHARED_BY_EVERY_PAGE =
  /[\\/]app[\\/](components[\\/](content|layout|ui)[\\/]|content[\\/](slot|content-context|layout|agency)\.|lib[\\/]|realtime[\\/])[^?]*\.tsx?$/;

/** ...but for these, which some pages load, or load only when needed (the dialog, the cursor). */
const ON_SOME_PAGES = /[\\/]components[\\/](ui[\\/]dialog|layout[\\/]cursor-follower)\.tsx$/;

/** The editing layer: code only an administrator's browser may load. */
const EDITING = /[\\/]app[\\/]components[\\/]editing[\\/]/;

/** React's API, served by Preact (docs/decisions/012). */
const PREACT = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/server$/, replacement: "preact/compat/server" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
];

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server bundle's entry is our Express app, which imports the React Router build.
      { rollupOptions: { input: "./server/app.ts" } }
    : {
        sourcemap: !!process.env.SOURCEMAP,
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
      },
  resolve: {
    alias: [
      { find: /^~\//, replacement: fileURLToPath(new URL("./app/", import.meta.url)) },
      ...PREACT,
    ],
  },
  // Packages that import React are bundled, so that the server renders with Preact too.
  ssr: { noExternal: ["react-router", /^@react-router\//, "radix-ui", /^@radix-ui\//] },
  plugins: [tailwindcss(), reactRouter()],
}));
