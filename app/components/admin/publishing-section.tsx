import { useId, useState } from "react";
import { ScheduleButton } from "~/components/drafts/schedule-button";
import { useAdminAction } from "~/components/editing/use-admin-action";
import { Button } from "~/components/ui/button";
import { CalendarClock } from "~/components/ui/icons";
import { toast } from "~/components/ui/toast";
import { formatInZone, lateness } from "~/lib/site-time";
import type { PublishedEntry, ScheduledEntry } from "~/models/schedule.server";
import { UnreadableList } from "./section-error";

export const PUBLISHING_MESSAGES = {
  zoneSaved: "Time zone saved",
  zoneFailed: "Could not save the time zone.",
  unscheduled: "Unscheduled: the changes stay in the draft.",
  unscheduleFailed: "Could not unschedule.",
  nothingScheduled: "Nothing is scheduled.",
  nothingPublished: "Nothing has been published from the draft yet.",
  failed: "Could not be published (the site's log says why): its changes stay in the draft.",
  left: (count: number) =>
    `${count === 1 ? "1 change was" : `${count} changes were`} changed live meanwhile: kept live, left in the draft.`,
} as const;

type PublishingSectionProps = {
  timeZone: string;
  timeZones: string[];
  scheduled: ScheduledEntry[];
  published: PublishedEntry[];
  drafted: string[];
  unreadable: boolean;
};

/** /admin's publishing part (issue 25): the site's time zone, what is scheduled, the latest publishes. */
export function PublishingSection({ timeZone, timeZones, scheduled, published, drafted, unreadable }: PublishingSectionProps) {
  return (
    <section aria-labelledby="publishing-heading" className="mt-14">
      <h2 id="publishing-heading" className="flex items-center gap-2 font-display text-2xl font-bold">
        <CalendarClock className="size-5 text-primary" /> Publishing
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Changes made in draft mode wait here until they are published, now or at a set time, in the site&apos;s time zone.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <TimeZoneSetting current={timeZone} zones={timeZones} />
        <div className="rounded-2xl border border-border bg-card p-6">
          <h3 className="font-semibold">Scheduled</h3>
          {unreadable ? <UnreadableList what="The scheduled publishes" /> : <ScheduledList entries={scheduled} zone={timeZone} />}
          <div className="mt-4">
            <ScheduleButton places={drafted} label={`Schedule all changes (${drafted.length})`} />
          </div>
        </div>
      </div>
      <div className="mt-6 rounded-2xl border border-border bg-card p-6">
        <h3 className="font-semibold">Recent publishes</h3>
        {published.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{PUBLISHING_MESSAGES.nothingPublished}</p>
        ) : (
          <ul aria-label="Recent publishes" className="mt-3 grid gap-2">
            {published.map((entry) => (
              <PublishedItem key={entry.id} entry={entry} zone={timeZone} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function TimeZoneSetting({ current, zones }: { current: string; zones: string[] }) {
  const id = useId();
  const [zone, setZone] = useState(current);
  const saving = useAdminAction<{ timeZone: string }>("/api/schedules", {
    onSuccess: (result) => toast({ title: PUBLISHING_MESSAGES.zoneSaved, description: result.timeZone }),
    onError: (result) => toast({ title: PUBLISHING_MESSAGES.zoneFailed, description: result.error, variant: "destructive" }),
  });
  return (
    <form
      className="grid content-start gap-3 rounded-2xl border border-border bg-card p-6"
      onSubmit={(event) => {
        event.preventDefault();
        void saving.submit({ intent: "time-zone", zone });
      }}
    >
      <label htmlFor={id} className="font-semibold">
        Site time zone
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Scheduled publishes are chosen and shown in this time zone.
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        className="h-11 rounded-xl border border-border bg-background px-4 text-sm outline-none focus:border-primary focus:ring-2 focus:ring-primary/30"
      >
        {zones.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <Button type="submit" size="sm" variant="outline" disabled={saving.busy || zone === current} className="justify-self-start">
        Save time zone
      </Button>
    </form>
  );
}

function ScheduledList({ entries, zone }: { entries: ScheduledEntry[]; zone: string }) {
  const unscheduling = useAdminAction("/api/schedules", {
    onSuccess: () => toast({ title: PUBLISHING_MESSAGES.unscheduled }),
    onError: (result) => toast({ title: PUBLISHING_MESSAGES.unscheduleFailed, description: result.error, variant: "destructive" }),
  });
  if (entries.length === 0) return <p className="mt-3 text-sm text-muted-foreground">{PUBLISHING_MESSAGES.nothingScheduled}</p>;
  return (
    <ul aria-label="Scheduled publishes" className="mt-3 grid gap-3">
      {entries.map((entry) => {
        const when = formatInZone(entry.scheduledFor, zone);
        return (
          <li key={entry.id} data-testid="scheduled-publish" className="grid gap-2 rounded-xl border border-border p-4">
            <p className="font-medium">
              <time dateTime={entry.scheduledFor}>{when}</time> <span className="text-muted-foreground">({zone})</span>
            </p>
            <p className="text-xs text-muted-foreground">{`Scheduled by ${entry.by}`}</p>
            <ul aria-label={`Changes published on ${when}`} className="list-disc pl-5 text-sm">
              {entry.places.map((place) => (
                <li key={place.place}>{place.label}</li>
              ))}
            </ul>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="justify-self-start"
              disabled={unscheduling.busy}
              aria-label={`Unschedule the publish of ${when}`}
              onClick={() => void unscheduling.submit({ intent: "unschedule", id: entry.id })}
            >
              Unschedule
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function PublishedItem({ entry, zone }: { entry: PublishedEntry; zone: string }) {
  const late = lateness(entry.lateMs);
  const when = formatInZone(entry.at ?? entry.scheduledFor ?? "", zone);
  return (
    <li data-testid="recent-publish" className="grid gap-1 rounded-xl border border-border p-3 text-sm">
      <p>
        <span className="font-medium">{when}</span>
        {` — ${entry.count} ${entry.count === 1 ? "change" : "changes"}, by ${entry.by}`}
        {entry.scheduledFor ? " (scheduled)" : ""}
        {entry.undone ? " — undone" : ""}
      </p>
      {late ? <p className="font-semibold text-amber-700 dark:text-amber-300">{`Published ${late}`}</p> : null}
      {entry.failed ? <p className="text-red-700 dark:text-red-300">{PUBLISHING_MESSAGES.failed}</p> : null}
      {entry.left > 0 ? <p className="text-muted-foreground">{PUBLISHING_MESSAGES.left(entry.left)}</p> : null}
    </li>
  );
}
