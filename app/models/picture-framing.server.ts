import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { pictureFraming } from "~/db/schema";
import { FRAMING_MESSAGES } from "~/forms/framing";
import { CENTRE, pointWords, type FocalPoint } from "~/forms/framing";
import type { FramingMap } from "~/lib/framing";
import { Refused } from "~/lib/refused";
import { readAsSeen } from "./drafts.server";
import { isPictureShown } from "./picture-library.server";
import { findRevision, REVISION_MESSAGES } from "./revisions.server";
import type { Store } from "./store.server";
import { VERSION_MESSAGES, write } from "./write.server";

/** The item a picture's framing is revised as: by its address, like the library keys pictures. */
export function framingItem(url: string) {
  return `framing:${url}`;
}

/**
 * Every framed picture's focal point, by address, in one read: the root loader hands it to
 * every page, so every crop of a picture on every page follows it. Pictures at their centre
 * have no row, so the map holds only what an administrator framed.
 */
export async function loadFraming(db: Db): Promise<FramingMap> {
  const rows = await db.select({ url: pictureFraming.url, x: pictureFraming.x, y: pictureFraming.y }).from(pictureFraming);
  return Object.fromEntries(rows.map((row) => [row.url, [row.x, row.y]]));
}

/**
 * Sets a picture's focal point, on behalf of administrator `by`: one transaction, a revision
 * of `framing:<url>` (its point before and after), and a change that open pages and the
 * render cache hear. Live only, even in draft mode (docs/decisions/026-picture-framing.md).
 * A picture no page shows is refused; the point at the centre removes the row. Saved `from` a
 * point that is no longer the stored one, it is refused (409, with who moved it, when and where
 * to): a colleague's framing is never silently overwritten.
 */
export async function saveFraming(
  store: Store,
  by: string,
  url: string,
  point: FocalPoint,
  { action = "update", from }: { action?: "update" | "restore"; from?: FocalPoint } = {},
) {
  await requireShownPicture(store, url);
  const live = { ...store, draft: false };
  await write(live, by, async (w) => {
    const [row] = await w.tx.select().from(pictureFraming).where(eq(pictureFraming.url, url)).for("update");
    const before = row ? { x: row.x, y: row.y } : CENTRE;
    if (from && (from.x !== before.x || from.y !== before.y)) {
      const latest = await w.lastChange(framingItem(url));
      throw new Refused(VERSION_MESSAGES.conflict, 409, {
        conflict: { by: latest?.by ?? "Another administrator", at: latest?.at ?? null, value: pointWords(before) },
      });
    }
    if (before.x === point.x && before.y === point.y) return;
    if (point.x === CENTRE.x && point.y === CENTRE.y) {
      await w.tx.delete(pictureFraming).where(eq(pictureFraming.url, url));
    } else {
      await w.tx
        .insert(pictureFraming)
        .values({ url, ...point, by })
        .onConflictDoUpdate({ target: pictureFraming.url, set: { ...point, by, updatedAt: new Date() } });
    }
    await w.revise({ item: framingItem(url), action, before, after: { x: point.x, y: point.y } });
    w.changed({ table: "picture_framing", action: "update" });
  });
}

/** Puts back the point a version of the picture's History had; no version: the centre. */
export async function restoreFraming(store: Store, by: string, url: string, revisionId: string | undefined) {
  if (revisionId === undefined) return saveFraming(store, by, url, CENTRE, { action: "restore" });
  const revision = await findRevision(store.db, revisionId);
  if (!revision || revision.item !== framingItem(url)) throw new Refused(REVISION_MESSAGES.otherItem, 404);
  const point = asPoint(revision.after);
  if (!point) throw new Refused(REVISION_MESSAGES.notRestorable);
  return saveFraming(store, by, url, point, { action: "restore" });
}

/** A picture the site shows: live, or in the draft an administrator in draft mode sees. */
async function requireShownPicture(store: Store, url: string) {
  if (await isPictureShown(store.db, url)) return;
  if (store.draft && (await readAsSeen(store, (db) => isPictureShown(db, url)))) return;
  throw new Refused(FRAMING_MESSAGES.unknownPicture, 404);
}

function asPoint(value: unknown): FocalPoint | null {
  if (!value || typeof value !== "object") return null;
  const { x, y } = value as Record<string, unknown>;
  const inRange = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 100;
  return inRange(x) && inRange(y) ? { x, y } : null;
}
