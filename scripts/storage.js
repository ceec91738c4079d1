// npm run storage -- migrate --to s3|disk
// Runs server/storage-command.ts from the source through Vite (which the site's build and
// `npm run dev` use anyway), so it needs no build and adds nothing to the site's server bundle.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";

const root = path.resolve(fileURLToPath(import.meta.url), "../..");
const vite = await createServer({
  root,
  configFile: false,
  logLevel: "error",
  appType: "custom",
  resolve: { alias: { "~": path.join(root, "app") } },
  server: { middlewareMode: true, hmr: false, ws: false },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 1;
try {
  const { runStorageCommand } = await vite.ssrLoadModule("/server/storage-command.ts");
  code = await runStorageCommand(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await vite.close();
}
process.exit(code);
