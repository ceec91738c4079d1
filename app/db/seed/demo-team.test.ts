import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { testDatabases } from "../../../tests/databases";
import { listActiveTeamMembers } from "~/models/team-members.server";
import { DEMO_TEAM, seedDemoTeam } from "./demo-team.server";

describe.each(testDatabases())("demo team (%s)", (_kind, open) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    await seedDemoTeam(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("shows every demo member on the about page, in the seeded order", async () => {
    const members = await listActiveTeamMembers(database.db);
    expect(members.map((m) => m.name)).toEqual(DEMO_TEAM.map((m) => m.name));
    expect(members.length).toBeGreaterThanOrEqual(4);
    for (const member of members) {
      expect(member.role).not.toBe("");
      expect(member.bio).not.toBe("");
    }
  });

  it("gives every member a bundled portrait that exists in public/", async () => {
    for (const member of await listActiveTeamMembers(database.db)) {
      expect(member.imageUrl).toMatch(/^\/team\/[a-z-]+\.webp$/);
      expect(fs.existsSync(path.join("public", member.imageUrl!))).toBe(true);
    }
  });
});
