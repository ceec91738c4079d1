// npm run admin -- create --email E --name N --password P | setup-code | two-step-off --email E
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
const { runAdminCommand } = await import(pathToFileURL(BUILD_PATH).href);
process.exit(await runAdminCommand(process.argv.slice(2)));
