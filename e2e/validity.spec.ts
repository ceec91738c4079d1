import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

/**
 * The W3C Nu HTML Checker (vnu-jar from npm; it runs on a Java runtime, which .ci/run installs)
 * on the HTML every public page is served with: no error. One run checks every page, since
 * a Java start costs more than the checks.
 */
const PAGES = [
  "/",
  "/about",
  "/contact",
  "/cases",
  "/case/harbour-oak-online-store",
  "/branding",
  "/development",
  "/social-media",
  "/web-design",
  "/project-manager",
  "/project/nexus-financial",
  "/publicity",
  "/publicity-not-a-page",
  "/login",
];

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

type NuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

test.describe.configure({ mode: "default" });

let errorsByPage: Map<string, string[]>;

test.beforeAll(async ({ request }) => {
  const dir = await mkdtemp(path.join(tmpdir(), "nu-"));
  try {
    const files = await Promise.all(
      PAGES.map(async (pagePath, index) => {
        const response = await request.get(pagePath);
        const file = path.join(dir, `page-${index}.html`);
        await writeFile(file, await response.body());
        return file;
      }),
    );
    // The checker reports on stderr, as JSON; it exits 1 when it found an error.
    const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stderr) as { messages: NuMessage[] };
    errorsByPage = new Map(PAGES.map((pagePath) => [pagePath, []]));
    for (const message of messages) {
      if (message.type !== "error") continue;
      const index = Number(/page-(\d+)\.html$/.exec(message.url)?.[1]);
      errorsByPage.get(PAGES[index])?.push(`line ${message.lastLine}: ${message.message} (${message.extract?.trim()})`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

for (const pagePath of PAGES) {
  test(`${pagePath} is valid HTML`, () => {
    expect(errorsByPage.get(pagePath)).toEqual([]);
  });
}
