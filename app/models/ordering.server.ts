import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import type { introLogos, teamMembers } from "~/db/schema";
import { Refused } from "~/lib/refused";

/**
 * Gives rows order_index 1, 2, 3... in the order of `ids`, which must name every row of the
 * table once: a list made from an out-of-date page is refused with `changed`.
 */
export async function reorderRows(tx: Db, table: typeof teamMembers | typeof introLogos, ids: string[], changed: string) {
  const rows = await tx.select({ id: table.id }).from(table).for("update");
  const current = new Set(rows.map((row) => row.id));
  const same = ids.length === current.size && new Set(ids).size === ids.length && ids.every((id) => current.has(id));
  if (!same) throw new Refused(changed, 409);
  for (const [index, id] of ids.entries()) {
    await tx
      .update(table)
      .set({ orderIndex: index + 1 })
      .where(eq(table.id, id));
  }
}
