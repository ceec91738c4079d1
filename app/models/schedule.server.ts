import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { admins, drafts, publishes } from "~/db/schema";
import { SCHEDULE_FORM_MESSAGES } from "~/forms/schedules";
import { log } from "~/lib/log.server";
import { Refused } from "~/lib/refused";
import { publishDraftChange } from "~/realtime/draft-changes.server";
import { DEFAULT_LANGUAGE, listDrafts, lockDrafts } from "./drafts.server";
import { planPublish, PUBLISH_MESSAGES, publishIn } from "./publish.server";
import { pending } from "./scheduled-places.server";
import type { Store } from "./store.server";
import { write } from "./write.server";
import { authorName } from "./revisions.server";

/**
 * Scheduled publishing (docs/decisions/024): a `publishes` row with `scheduled_for` and the
 * places it will take (`planned`), published by the server itself (models/scheduler.server.ts)
 * as the same row: `at`, `places` and `late_ms` are set on it when it goes out.
 */
export const SCHEDULE_MESSAGES = {
  past: SCHEDULE_FORM_MESSAGES.past,
  alreadyScheduled: "Some of these changes are already scheduled. Unschedule them first.",
  unknown: "This scheduled publish no longer exists: it was published or unscheduled meanwhile.",
  formerAdmin: "The administrator who scheduled it no longer exists.",
} as const;

/**
 * Schedules publishing `places` (and what they need, `planPublish`; refused with the missing
 * list like a publish) at `at`. A place already in a pending schedule is refused: one change
 * goes out once.
 */
export async function schedulePublish(store: Store, by: string, places: string[], at: Date) {
  if (at.getTime() <= Date.now()) throw new Refused(SCHEDULE_MESSAGES.past);
  const id = await store.db.transaction(async (tx) => {
    await lockDrafts(tx);
    const drafted = new Set(
      (await tx.select({ place: drafts.place }).from(drafts).where(eq(drafts.language, DEFAULT_LANGUAGE))).map((row) => row.place),
    );
    const gone = places.filter((place) => !drafted.has(place));
    if (gone.length > 0) throw new Refused(PUBLISH_MESSAGES.notDrafted, 404, { places: gone });
    const plan = await planPublish(tx, places);
    if (plan.missing.length > 0) throw new Refused(PUBLISH_MESSAGES.missing, 409, { missing: plan.missing });
    const taken = await tx
      .select({ id: publishes.id })
      .from(publishes)
      .where(and(pending, sql`${publishes.planned} ?| ${sql.param(plan.places)}::text[]`))
      .limit(1);
    if (taken.length > 0) throw new Refused(SCHEDULE_MESSAGES.alreadyScheduled, 409, { scheduled: { id: taken[0].id } });
    const [row] = await tx
      .insert(publishes)
      .values({ by, scheduledFor: at, planned: plan.places })
      .returning({ id: publishes.id, planned: publishes.planned });
    return row;
  });
  // Every instance's scheduler hears it and re-arms; pages showing the draft reload.
  publishDraftChange({ places: id.planned ?? [] });
  return { id: id.id, scheduledFor: at.toISOString(), places: id.planned ?? [] };
}

/** Takes a pending scheduled publish back: its changes stay in the draft. */
export async function unschedule(store: Store, id: string) {
  const [row] = await store.db
    .delete(publishes)
    .where(and(eq(publishes.id, id), pending))
    .returning({ id: publishes.id, planned: publishes.planned });
  if (!row) throw new Refused(SCHEDULE_MESSAGES.unknown, 404);
  publishDraftChange({ places: row.planned ?? [] });
  return { id: row.id, places: row.planned ?? [] };
}

export type ScheduledEntry = {
  id: string;
  scheduledFor: string;
  by: string;
  places: Array<{ place: string; label: string }>;
};

/** What is scheduled, the soonest first, with who scheduled it and its changes' labels. */
export async function listScheduled(db: Db): Promise<ScheduledEntry[]> {
  const [rows, changes] = await Promise.all([
    db
      .select({ id: publishes.id, scheduledFor: publishes.scheduledFor, planned: publishes.planned, by: authorName })
      .from(publishes)
      .leftJoin(admins, eq(admins.id, publishes.by))
      .where(pending)
      .orderBy(asc(publishes.scheduledFor)),
    listDrafts(db),
  ]);
  const labels = new Map(changes.map((change) => [change.place, change.label]));
  return rows.map((row) => ({
    id: row.id,
    scheduledFor: row.scheduledFor!.toISOString(),
    by: row.by,
    places: (row.planned ?? []).map((place) => ({ place, label: labels.get(place) ?? place })),
  }));
}

export type PublishedEntry = {
  id: string;
  at: string | null;
  by: string;
  count: number;
  scheduledFor: string | null;
  lateMs: number | null;
  /** Planned places a scheduled publish left in the draft (changed live since they were drafted). */
  left: number;
  /** A scheduled publish that could not go out (claimed, never published): see the log. */
  failed: boolean;
  undone: boolean;
};

/** The latest publishes, and scheduled ones that failed, for /admin: the latest first. */
export async function listRecentPublishes(db: Db, limit = 10): Promise<PublishedEntry[]> {
  const rows = await db
    .select({
      id: publishes.id,
      at: publishes.at,
      by: authorName,
      places: publishes.places,
      planned: publishes.planned,
      scheduledFor: publishes.scheduledFor,
      claimedAt: publishes.claimedAt,
      lateMs: publishes.lateMs,
      undoneAt: publishes.undoneAt,
    })
    .from(publishes)
    .leftJoin(admins, eq(admins.id, publishes.by))
    .where(sql`${publishes.at} is not null or ${publishes.claimedAt} is not null`)
    .orderBy(desc(sql`coalesce(${publishes.at}, ${publishes.claimedAt})`))
    .limit(limit);
  return rows.map((row) => {
    const done = new Set(row.places.map((place) => place.place));
    return {
      id: row.id,
      at: row.at?.toISOString() ?? null,
      by: row.by,
      count: done.size,
      scheduledFor: row.scheduledFor?.toISOString() ?? null,
      lateMs: row.lateMs,
      left: row.at ? (row.planned ?? []).filter((place) => !done.has(place)).length : 0,
      failed: !row.at,
      undone: !!row.undoneAt,
    };
  });
}

/** The ids of pending scheduled publishes that are due, by the database's clock. */
export async function dueSchedules(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: publishes.id })
    .from(publishes)
    .where(and(pending, sql`${publishes.scheduledFor} <= now()`))
    .orderBy(asc(publishes.scheduledFor), asc(publishes.id));
  return rows.map((row) => row.id);
}

/** How long until the next pending scheduled publish is due, by the database's clock (ms; null: none). */
export async function untilNextSchedule(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<number | null>`extract(epoch from (min(${publishes.scheduledFor}) - now())) * 1000` })
    .from(publishes)
    .where(pending);
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

export type ScheduledOutcome =
  | { published: true; id: string; places: string[]; lateMs: number; left: string[] }
  | { published: false; id: string; reason: "taken" | "failed"; error?: string };

/**
 * Publishes a due scheduled publish, exactly once across instances: the row is claimed
 * (`claimed_at`, only while unclaimed and unpublished) in the same transaction as the publish,
 * so an instance that dies midway leaves it unclaimed (its transaction rolls back) and another
 * takes it; an instance that finds it claimed leaves it. Nobody can be asked about a place
 * changed live since it was drafted: the live value stays and the place stays in the draft
 * (`left`). A publish the engine refuses (what it needs is missing) is marked failed: claimed,
 * never published, logged with the reason, shown in /admin.
 */
export async function publishScheduled(store: Store, id: string): Promise<ScheduledOutcome> {
  const live = { ...store, draft: false };
  let undrafted: string[] = [];
  try {
    const [due] = await store.db
      .select({ by: publishes.by })
      .from(publishes)
      .where(and(eq(publishes.id, id), pending));
    if (!due) return { published: false, id, reason: "taken" };
    if (!due.by) throw new Refused(SCHEDULE_MESSAGES.formerAdmin, 409);
    // The claim is the publish's own write's first statement: they commit, or roll back, together.
    const result = await write(live, due.by, async (w) => {
      const [claimed] = await w.tx
        .update(publishes)
        .set({ claimedAt: sql`now()` })
        .where(and(eq(publishes.id, id), isNull(publishes.claimedAt), isNull(publishes.at)))
        .returning({ planned: publishes.planned });
      if (!claimed) return null;
      const planned = claimed.planned ?? [];
      const drafted = planned.length
        ? await w.tx
            .select({ place: drafts.place })
            .from(drafts)
            .where(and(eq(drafts.language, DEFAULT_LANGUAGE), inArray(drafts.place, planned)))
        : [];
      const places = drafted.map((row) => row.place);
      const outcome = places.length > 0 ? await publishIn(live, w, places, { keep: {}, conflicts: "leave" }) : null;
      undrafted = outcome?.undrafted ?? [];
      const [row] = await w.tx
        .update(publishes)
        .set({
          at: sql`now()`,
          places: outcome?.done ?? [],
          lateMs: sql`greatest(0, (extract(epoch from (now() - ${publishes.scheduledFor})) * 1000)::int)`,
        })
        .where(eq(publishes.id, id))
        .returning({ lateMs: publishes.lateMs });
      return {
        published: true as const,
        id,
        places: (outcome?.done ?? []).map((place) => place.place),
        lateMs: row.lateMs ?? 0,
        left: (outcome?.left ?? []).map((conflict) => conflict.place),
      };
    });
    if (!result) return { published: false, id, reason: "taken" };
    if (undrafted.length > 0) publishDraftChange({ places: undrafted });
    return result;
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // The engine's refusal will not change by trying again: marked failed, once.
    await store.db
      .update(publishes)
      .set({ claimedAt: sql`now()` })
      .where(and(eq(publishes.id, id), isNull(publishes.claimedAt), isNull(publishes.at)));
    log().error({ publish: id, reason: error.message, ...error.details }, "A scheduled publish could not be published");
    publishDraftChange({ places: [] });
    return { published: false, id, reason: "failed", error: error.message };
  }
}

/** The rows of `publishes` a scheduled publish is kept in, for tests and /admin. */
export const scheduledRows = isNotNull(publishes.scheduledFor);
