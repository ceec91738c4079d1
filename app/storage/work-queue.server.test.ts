import { describe, expect, it } from "vitest";
import { createWorkQueue } from "./work-queue.server";

/** A job that runs until the test lets it finish, and says when it started. */
function job(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { run: async () => (log.push(`start ${name}`), await done, log.push(`end ${name}`), name), finish };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a work queue", () => {
  it("runs one job at a time in the order they came, and refuses one beyond the line at once", async () => {
    const log: string[] = [];
    const run = createWorkQueue({ running: 1, waiting: 1, whenFull: () => new Error("busy") });
    const [a, b, c] = [job(log, "a"), job(log, "b"), job(log, "c")];
    const first = run(a.run);
    const second = run(b.run);
    await expect(run(c.run)).rejects.toThrow("busy");
    await tick();
    expect(log).toEqual(["start a"]);
    a.finish();
    expect(await first).toBe("a");
    await tick();
    expect(log).toEqual(["start a", "end a", "start b"]);
    b.finish();
    expect(await second).toBe("b");
    // Its slot is free again: the next job starts at once.
    const d = job(log, "d");
    const fourth = run(d.run);
    await tick();
    expect(log.at(-1)).toBe("start d");
    d.finish();
    await fourth;
  });

  it("frees the slot of a job that fails", async () => {
    const run = createWorkQueue({ running: 1, waiting: 0, whenFull: () => new Error("busy") });
    await expect(run(() => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    expect(await run(() => Promise.resolve("next"))).toBe("next");
  });
});
