import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readTar, TAR_END, tarEntry } from "./tar.server";

const FILES: Array<[string, Buffer]> = [
  ["manifest.json", Buffer.from('{"ok":true}\n')],
  ["uploads/empty.svg", Buffer.alloc(0)],
  ["uploads/case-studies/gallery/one-block.webp", crypto.randomBytes(512)],
  // Longer than ustar's 100-byte name field: split into its prefix field.
  [`uploads/${"f".repeat(90)}/${"n".repeat(90)}.webp`, crypto.randomBytes(70_001)],
  // Longer than both: a pax extended header carries it.
  [`uploads/${"g".repeat(160)}/${"ü".repeat(60)}.webp`, crypto.randomBytes(3)],
];

const archive = () => Buffer.concat([...FILES.flatMap(([name, data]) => tarEntry(name, data)), TAR_END]);

async function read(bytes: Buffer, chunk = 1000) {
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
  }
  const entries: Array<[string, Buffer]> = [];
  for await (const { name, data } of readTar(chunks())) entries.push([name, Buffer.from(data)]);
  return entries;
}

describe("the backup's tar format", () => {
  it("reads back every file, whatever the chunks it arrives in", async () => {
    expect(await read(archive(), 1000)).toEqual(FILES);
    expect(await read(archive(), 7)).toEqual(FILES);
  });

  it.skipIf(spawnSync("tar", ["--version"]).status !== 0)("is a tar file that the system's tar extracts", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "agency-tar-"));
    try {
      fs.writeFileSync(path.join(folder, "a.tar"), archive());
      const result = spawnSync("tar", ["-xf", "a.tar"], { cwd: folder });
      expect(result.stderr.toString()).toBe("");
      for (const [name, data] of FILES) expect(fs.readFileSync(path.join(folder, name)).equals(data)).toBe(true);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("refuses an archive cut short or with a damaged header", async () => {
    const bytes = archive();
    await expect(read(bytes.subarray(0, bytes.length - 2000))).rejects.toThrow(/truncated/);
    const damaged = Buffer.from(bytes);
    damaged[10] ^= 1; // in the first header's name
    await expect(read(damaged)).rejects.toThrow(/damaged/);
  });
});
