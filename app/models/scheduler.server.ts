import { log } from "~/lib/log.server";
import { LATE_AFTER_MS } from "~/lib/site-time";
import { onDraftChange } from "~/realtime/draft-changes.server";
import { dueSchedules, publishScheduled, untilNextSchedule } from "./schedule.server";
import type { Store } from "./store.server";

/**
 * Scheduled publishing without cron or visitors (docs/decisions/024): each instance keeps one
 * timer, for the next due scheduled publish, and publishes what is due when it fires; the
 * claim in `publishScheduled` makes each go out once however many instances try. Re-armed on
 * every draft change (a schedule made or taken back on any instance comes through the draft
 * channel), and at least every `pollMs` should a message be missed. At start, whatever is
 * overdue goes out at once, marked late by how much.
 */
export function startScheduler(store: Store, options: { pollMs?: number } = {}) {
  const pollMs = options.pollMs ?? 30_000;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  const arm = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(tick, Math.min(Math.max(ms, 0), pollMs));
    // The server's listener keeps the process alive, not this timer (a script that opened the app may end).
    timer.unref();
  };

  async function publishDue() {
    for (const id of await dueSchedules(store.db)) {
      if (stopped) return;
      const outcome = await publishScheduled(store, id);
      if (!outcome.published) continue;
      const late = outcome.lateMs >= LATE_AFTER_MS;
      log()[late ? "warn" : "info"](
        { publish: id, places: outcome.places.length, lateMs: outcome.lateMs, left: outcome.left },
        late ? "Published a scheduled publish late" : "Published a scheduled publish",
      );
    }
  }

  /** One pass at a time: a wake-up during a pass makes one more pass after it. */
  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await publishDue();
        } while (again && !stopped);
        const next = await untilNextSchedule(store.db);
        arm(next ?? pollMs);
      } catch (error) {
        // The database away, or this instance stopping: the next poll tries again.
        if (!stopped) log().error({ err: error }, "Scheduled publishing failed; trying again shortly");
        arm(pollMs);
      } finally {
        running = null;
      }
    })();
  }

  const stopListening = onDraftChange(() => tick());
  tick();

  return {
    /** Stops the timer and waits for a pass under way to end. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      stopListening();
      await running;
    },
  };
}
