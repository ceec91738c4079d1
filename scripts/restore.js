// npm run restore -- FILE [--force]
// Runs the command from the production build (building it first when there is none).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const BUILD_PATH = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
if (!fs.existsSync(BUILD_PATH)) {
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { runRestoreCommand } = await import(pathToFileURL(BUILD_PATH).href);
if (!runRestoreCommand) {
  console.error(`The build in ${path.dirname(path.dirname(BUILD_PATH))} predates this command: run npm run build first.`);
  process.exit(1);
}
process.exit(await runRestoreCommand(process.argv.slice(2)));
