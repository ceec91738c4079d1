import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/client.server";
import { createFreshPostgres } from "../../tests/databases";
import { onChange, publishChange, shareChangesThrough, type Change } from "./changes.server";

const nextChange = () =>
  new Promise<Change>((resolve) => {
    const stop = onChange((change) => {
      stop();
      resolve(change);
    });
  });

describe("the change stream", () => {
  it("reaches listeners in this process (embedded database)", async () => {
    const received = nextChange();
    publishChange({ table: "site_content", action: "update" });
    expect(await received).toEqual({ table: "site_content", action: "update" });
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)("with PostgreSQL", () => {
    const opened: Database[] = [];
    let drop = async () => {};
    afterAll(async () => {
      for (const database of opened) await database.close();
      await drop();
    });

    it("goes through LISTEN/NOTIFY, so a change published by another instance arrives here", async () => {
      const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
      drop = fresh.drop;
      const url = fresh.url;
      const here = await openDatabase({ databaseUrl: url });
      const elsewhere = await openDatabase({ databaseUrl: url });
      opened.push(here, elsewhere);
      const stop = await shareChangesThrough(here);
      try {
        const received = nextChange();
        // Another instance of the site notifies on the same server.
        await elsewhere.pubsub!.notify("agency_changes", JSON.stringify({ table: "team_members", action: "insert" }));
        expect(await received).toEqual({ table: "team_members", action: "insert" });

        // And this instance's own changes travel the same way.
        const own = nextChange();
        publishChange({ table: "case_studies", action: "delete" });
        expect(await own).toEqual({ table: "case_studies", action: "delete" });
      } finally {
        await stop();
      }
    });
  });
});
