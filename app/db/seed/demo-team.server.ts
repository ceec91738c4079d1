import type { Db } from "../client.server";

/** Inserts the demo team members (filled in by the about page work). */
export async function seedDemoTeam(_db: Db) {}
