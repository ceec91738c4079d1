import type { Db } from "../client.server";

/** Inserts the demo case studies (filled in by the case studies work). */
export async function seedDemoCases(_db: Db) {}
